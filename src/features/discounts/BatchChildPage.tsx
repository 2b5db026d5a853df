import { useEffect } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react'
import type { BatchChild, BatchTemplate } from '../../api/contract/discounts'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { Field } from '../../components/Field'
import { Timestamp } from '../../components/Timestamp'
import { rememberRecent, useRecent } from '../../lib/recent'
import { DetailStates } from './DetailStates'
import { BatchFields, DiscountSections, DiscountValue, Section } from './DiscountFields'
import { BackToDiscounts, DiscountLookup, InvalidDiscountId } from './DiscountLookups'
import { childIdSchema, findTemplateId, parseIdParam, recentKinds, recentName } from './ids'
import { discountQueries } from './queries'
import { Dimmed } from '../../components/Values'

/** The batch child code page: `/discounts/children/<id>`. */
export function BatchChildPage({ idText }: { idText: string }) {
  const id = parseIdParam(childIdSchema, idText)
  if (id === null) return <InvalidDiscountId kind="child" idText={idText} noun="batch child code" />
  return <BatchChildView key={id} id={id} />
}

function BatchChildView({ id }: { id: number }) {
  const query = useQuery(discountQueries.child(id))
  const child = query.data

  useEffect(() => {
    if (child) rememberRecent(recentKinds.children, { id, name: recentName(child, `Batch child code ${id}`) })
  }, [id, child])

  return (
    <Stack gap="md" maw={1100}>
      <BackToDiscounts />
      <Stack gap={4}>
        <Title order={1}>{child?.code || `Batch child code ${id}`}</Title>
        <Text size="sm" c="dimmed">
          Batch child code · ID {id}
        </Text>
      </Stack>
      <DetailStates query={query} kind="child" noun="batch child code">
        {(data) => <BatchChildDetails child={data} />}
      </DetailStates>
    </Stack>
  )
}

function Copyable({ value, label }: { value: string | null | undefined; label: string }) {
  return value ? <CopyValue value={value} label={label} /> : <Dimmed>none</Dimmed>
}

function RedemptionBadge({ redeemed }: { redeemed: boolean }) {
  return redeemed ? (
    <Badge color="teal" variant="light" tt="none" leftSection={<IconCircleCheck size={14} aria-hidden />}>
      Redeemed
    </Badge>
  ) : (
    <Badge color="gray" variant="light" tt="none" leftSection={<IconCircleDashed size={14} aria-hidden />}>
      Not redeemed
    </Badge>
  )
}

function BatchChildDetails({ child }: { child: BatchChild }) {
  const redeemed = child.isRedeemed === true
  return (
    <Stack gap="md">
      <Group gap="xs">
        {child.code ? <CopyValue value={child.code} label="child code" /> : null}
        <RedemptionBadge redeemed={redeemed} />
        <CodeBadge kind="discountStatus" value={child.status} />
        <Badge variant="outline" color="gray" tt="none">
          <DiscountValue discount={child} />
        </Badge>
      </Group>

      <Section title="Redemption">
        <Text size="sm">
          {redeemed
            ? `Redeemed${child.redeemedByEmail ? ` by ${child.redeemedByEmail}` : ''}.`
            : 'Not redeemed yet: nobody has used this code.'}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <Field label="Redeemed">
            <RedemptionBadge redeemed={redeemed} />
          </Field>
          <Field label="Redeemed at">
            <Timestamp value={child.redeemedAt} />
          </Field>
          <Field label="Redeemed by">
            <Copyable value={child.redeemedByEmail} label="redeemer e-mail" />
          </Field>
          <Field label="Plan">
            {child.planId ? (
              <>
                {child.planName || 'Plan'} <Dimmed>(ID {child.planId})</Dimmed>
              </>
            ) : (
              <Dimmed>{child.planName || 'none'}</Dimmed>
            )}
          </Field>
          <Field label="Invoice ID">
            <Copyable value={child.invoiceId} label="invoice ID" />
            {child.invoiceId ? (
              <Anchor
                renderRoot={(props) => <Link {...props} to="/invoices/$invoiceId" params={{ invoiceId: child.invoiceId! }} />}
                size="sm"
                ml="xs"
              >
                Open invoice
              </Anchor>
            ) : null}
          </Field>
          <Field label="Subscription ID">
            <Copyable value={child.subscriptionId} label="subscription ID" />
            {child.subscriptionId ? (
              <Anchor
                renderRoot={(props) => (
                  <Link {...props} to="/subscriptions/renew" search={{ subscriptionId: child.subscriptionId! }} />
                )}
                size="sm"
                ml="xs"
              >
                Renew
              </Anchor>
            ) : null}
          </Field>
          <Field label="Payment ID">
            <Copyable value={child.paymentId} label="payment ID" />
          </Field>
        </SimpleGrid>
      </Section>

      <Section title="Parent template">
        <ParentTemplate code={child.parentTemplateCode ?? ''} />
        <BatchFields template={child} usageLabel="Child codes of the template used" />
      </Section>

      <DiscountSections discount={child} idLabel="child code ID" />
    </Stack>
  )
}

function ParentTemplate({ code }: { code: string }) {
  const queryClient = useQueryClient()
  const recent = useRecent(recentKinds.templates)
  const loaded = queryClient
    .getQueriesData<BatchTemplate | null>({ queryKey: discountQueries.templates() })
    .map(([, data]) => data ?? undefined)
  const templateId = findTemplateId(code, loaded, recent)

  if (!code) {
    return (
      <Text size="sm" c="dimmed">
        The service names no parent template for this code.
      </Text>
    )
  }
  return (
    <Stack gap="xs">
      <Field label="Parent template code">
        <CopyValue value={code} label="parent template code" />
      </Field>
      {templateId !== null ? (
        <Anchor component={Link} to={`/discounts/templates/${templateId}`} size="sm">
          Open template {code} (ID {templateId})
        </Anchor>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            The API names the parent template by its code only, and this device has not opened a template with this code yet. If
            you know the template’s ID, open it here.
          </Text>
          <DiscountLookup kind="template" />
        </Stack>
      )}
    </Stack>
  )
}
