import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Badge, Progress, Stack, Text } from '@mantine/core'
import type { BatchTemplate } from '../../api/contract/discounts'
import { CopyValue } from '../../components/CopyValue'
import { BackLink, Section } from '../../components/PageParts'
import { QueryStates } from '../../components/QueryStates'
import { AllDetails, RecordSummary, Stat } from '../../components/RecordSummary'
import { Dimmed } from '../../components/Values'
import { formatCount } from '../../lib/countLabel'
import { rememberRecent } from '../../lib/recent'
import { BatchFields } from './BatchFields'
import { ChildCodesList } from './ChildCodesList'
import { DiscountLookup } from './DiscountLookups'
import { DiscountSections } from './DiscountSections'
import { DiscountBadges, DiscountStat, PlansStat, ValidityStat } from './DiscountSummary'
import { recentKinds, recentName } from './ids'
import type { ChildrenSearch } from './listSearch'
import { discountQueries } from './queries'

/**
 * A batch template (4.8): its summary (what its codes take off, how many were used, until when, for which plans),
 * then its child codes (the service's list of them), then every field under "All details".
 */
export function BatchTemplatePage({ id, childrenSearch }: { id: number; childrenSearch: ChildrenSearch }) {
  const query = useQuery(discountQueries.template(id))
  const template = query.data
  useEffect(() => {
    if (template) rememberRecent(recentKinds.templates, { id, name: recentName(template, `Batch template ${id}`) })
  }, [id, template])

  return (
    <Stack gap="md">
      <BackLink to="/discounts/templates">Batch templates</BackLink>
      <RecordSummary
        title={template?.name || `Batch template ${id}`}
        badges={
          template ? (
            <>
              <DiscountBadges discount={template} />
              <Badge variant="light" color="indigo" tt="none">
                Batch template
              </Badge>
            </>
          ) : null
        }
        meta={
          <>
            <Text size="sm" component="div">
              ID <CopyValue value={id} label="template ID" />
            </Text>
            {template?.code ? (
              <Text size="sm" component="div">
                Code <CopyValue value={template.code} label="template code" />
              </Text>
            ) : null}
          </>
        }
      >
        {template ? <TemplateStats template={template} /> : null}
      </RecordSummary>
      <QueryStates query={query} noun="batch template" lookup={<DiscountLookup kind="template" />}>
        {(data) => (
          <>
            <Section title="Child codes">
              <ChildCodesList templateId={id} search={childrenSearch} />
            </Section>
            <AllDetails>
              <Section title="Batch">
                <BatchFields template={data} usageLabel="Child codes used" />
              </Section>
              <DiscountSections discount={data} idLabel="template ID" />
            </AllDetails>
          </>
        )}
      </QueryStates>
    </Stack>
  )
}

function TemplateStats({ template }: { template: BatchTemplate }) {
  const total = template.childCodeCount ?? 0
  const used = template.usedChildCodeCount ?? 0
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 0
  return (
    <>
      <DiscountStat discount={template} />
      <Stat
        label="Child codes used"
        detail={
          total > 0 ? (
            <Progress
              value={percent}
              color={percent >= 100 ? 'orange' : 'teal'}
              mt={6}
              aria-label="Share of the child codes used"
            />
          ) : (
            'None generated yet'
          )
        }
      >
        {`${formatCount(used)} of ${formatCount(total)}`}
      </Stat>
      <Stat label="Code prefix">
        {template.codePrefix ? (
          <Text ff="monospace" inherit span>
            {template.codePrefix}
          </Text>
        ) : (
          <Dimmed>None</Dimmed>
        )}
      </Stat>
      <ValidityStat discount={template} />
      <PlansStat discount={template} />
    </>
  )
}
