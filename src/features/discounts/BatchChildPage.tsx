import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Badge, Stack, Text } from '@mantine/core'
import type { BatchChild } from '../../api/contract/discounts'
import { AnchorLink } from '../../components/AnchorLink'
import { CopyValue } from '../../components/CopyValue'
import { BackLink, Section } from '../../components/PageParts'
import { QueryStates } from '../../components/QueryStates'
import { AllDetails, RecordSummary, Stat } from '../../components/RecordSummary'
import { Timestamp } from '../../components/Timestamp'
import { Dimmed } from '../../components/Values'
import { rememberRecent } from '../../lib/recent'
import { BatchFields } from './BatchFields'
import { DiscountLookup } from './DiscountLookups'
import { DiscountSections } from './DiscountSections'
import { DiscountBadges, DiscountStat, ValidityStat } from './DiscountSummary'
import { recentKinds, recentName } from './ids'
import { ParentTemplate } from './ParentTemplate'
import { discountQueries } from './queries'
import { Redemption, RedemptionBadge } from './Redemption'

/**
 * A batch child code (4.9): its summary (redeemed or not, by whom, on what; what it takes off), its template
 * (always linked), then every field under "All details".
 */
export function BatchChildPage({ id }: { id: number }) {
  const query = useQuery(discountQueries.child(id))
  const child = query.data
  useEffect(() => {
    if (child) rememberRecent(recentKinds.children, { id, name: recentName(child, `Batch child code ${id}`) })
  }, [id, child])

  return (
    <Stack gap="md">
      <BackLink to="/discounts/templates">Batch templates</BackLink>
      <RecordSummary
        title={child?.code || `Batch child code ${id}`}
        badges={
          child ? (
            <>
              <RedemptionBadge redeemed={child.isRedeemed === true} />
              <DiscountBadges discount={child} />
              <Badge variant="light" color="indigo" tt="none">
                Batch child code
              </Badge>
            </>
          ) : null
        }
        meta={
          <>
            <Text size="sm" component="div">
              ID <CopyValue value={id} label="child code ID" />
            </Text>
            {child?.code ? (
              <Text size="sm" component="div">
                Code <CopyValue value={child.code} label="child code" />
              </Text>
            ) : null}
          </>
        }
      >
        {child ? <ChildStats child={child} /> : null}
      </RecordSummary>
      <QueryStates query={query} noun="batch child code" lookup={<DiscountLookup kind="child" />}>
        {(data) => (
          <>
            <Section title="Parent template">
              <ParentTemplate code={data.parentTemplateCode ?? ''} codePrefix={data.codePrefix ?? undefined} />
            </Section>
            <AllDetails>
              <Redemption child={data} />
              <Section title="Batch">
                <BatchFields template={data} usageLabel="Child codes of the template used" />
              </Section>
              <DiscountSections discount={data} idLabel="child code ID" />
            </AllDetails>
          </>
        )}
      </QueryStates>
    </Stack>
  )
}

function ChildStats({ child }: { child: BatchChild }) {
  const redeemed = child.isRedeemed === true
  return (
    <>
      <Stat
        label="Redeemed"
        detail={
          redeemed && child.redeemedAt ? <Timestamp value={child.redeemedAt} /> : redeemed ? undefined : 'Nobody has used it'
        }
      >
        {redeemed ? child.redeemedByEmail || 'Yes' : 'Not yet'}
      </Stat>
      <DiscountStat discount={child} />
      <Stat label="Plan" detail={child.planId ? `Plan ${child.planId}` : undefined}>
        {child.planName || (child.planId ? `Plan ${child.planId}` : <Dimmed>None</Dimmed>)}
      </Stat>
      <Stat label="Invoice" detail={child.subscriptionId ? `Subscription ${child.subscriptionId}` : undefined}>
        {child.invoiceId ? (
          <AnchorLink to="/invoices/$invoiceId" params={{ invoiceId: child.invoiceId }} inherit ff="monospace">
            {child.invoiceId}
          </AnchorLink>
        ) : (
          <Dimmed>None</Dimmed>
        )}
      </Stat>
      <ValidityStat discount={child} />
    </>
  )
}
