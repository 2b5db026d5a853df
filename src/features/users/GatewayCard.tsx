import { useState, type ReactNode } from 'react'
import { Badge, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { CodeBadge } from '../../components/CodeBadge'
import { Field } from '../../components/Field'
import { JsonView } from '../../components/JsonView'
import { Section } from '../../components/PageParts'
import { safeHttpUrl } from '../../lib/urls'
import { FieldList, type FieldSpec } from '../../components/FieldList'
import { hasAnyValue, type SafeGateway } from './format'
import { bankFields, gatewayFields, issuerFields } from './gatewayFields'
import { CurrencyExchange, PaymentTypes } from './GatewayTables'

/**
 * The user's default gateway (2.10); changing it is among the page's actions. Secret values never reach this
 * component: only whether they are set.
 */
export function GatewayCard({ gateway }: { gateway: SafeGateway | null }) {
  const present = gateway !== null && (gateway.gatewayId ?? 0) > 0
  return (
    <Section title="Default gateway">
      {present ? (
        <GatewayDetails gateway={gateway} />
      ) : (
        <Text size="sm" c="dimmed">
          This user has no default gateway.
        </Text>
      )}
    </Section>
  )
}

function GatewayDetails({ gateway }: { gateway: SafeGateway }) {
  return (
    <Stack gap="md">
      <GatewayTitle gateway={gateway} />
      {gateway.description ? <Text size="sm">{gateway.description}</Text> : null}
      <FieldList record={gateway} fields={gatewayFields} />
      <PaymentTypes gateway={gateway} />
      <CurrencyExchange gateway={gateway} />
      <DetailGroup
        title="Bank details"
        gateway={gateway}
        fields={bankFields}
        shown={hasAnyValue(gateway.bank)}
        empty="No bank details."
      />
      <DetailGroup
        title="Invoice issuer"
        gateway={gateway}
        fields={issuerFields}
        shown={hasAnyValue(gateway.companyIssuer)}
        empty="No issuer details."
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Field label="Country configuration">
          <JsonView value={gateway.countryConfig} label="Gateway country configuration" />
        </Field>
        <Field label="Gateway metadata">
          <JsonView value={gateway.metadata} label="Gateway metadata" />
        </Field>
      </SimpleGrid>
    </Stack>
  )
}

/** The gateway's logo (unless it fails to load), name, type and states. */
function GatewayTitle({ gateway }: { gateway: SafeGateway }) {
  const logoUrl = safeHttpUrl(gateway.gatewayLogo)
  const [failedLogo, setFailedLogo] = useState<string | null>(null)
  const logo = logoUrl && logoUrl !== failedLogo ? logoUrl : null
  const title = gateway.displayName || gateway.name || gateway.gatewayName || `Gateway ${gateway.gatewayId}`
  return (
    <Group gap="md" align="center" wrap="nowrap">
      {logo ? <Image src={logo} alt={`${title} logo`} h={40} w="auto" fit="contain" onError={() => setFailedLogo(logo)} /> : null}
      <Stack gap={4}>
        <Title order={3} size="h5">
          {title}
        </Title>
        <Group gap="xs">
          <CodeBadge kind="gatewayType" value={gateway.gatewayType} />
          {gateway.isDefault ? <State colour="indigo">merchant default</State> : null}
          {gateway.archive ? <State colour="gray">archived</State> : null}
          <State colour={gateway.autoChargeEnabled ? 'teal' : 'gray'}>
            automatic payment {gateway.autoChargeEnabled ? 'on' : 'off'}
          </State>
          <State colour={gateway.IsSetupFinished ? 'teal' : 'yellow'}>
            {gateway.IsSetupFinished ? 'setup finished' : 'setup not finished'}
          </State>
        </Group>
      </Stack>
    </Group>
  )
}

function State({ colour, children }: { colour: string; children: ReactNode }) {
  return (
    <Badge variant="light" color={colour} tt="none">
      {children}
    </Badge>
  )
}

/** A titled group of the gateway's details, or a line saying it has none. */
function DetailGroup({
  title,
  gateway,
  fields,
  shown,
  empty,
}: {
  title: string
  gateway: SafeGateway
  fields: readonly FieldSpec<SafeGateway>[]
  shown: boolean
  empty: string
}) {
  return (
    <Stack gap="xs">
      <Title order={4} size="h6">
        {title}
      </Title>
      {shown ? (
        <FieldList record={gateway} fields={fields} />
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Stack>
  )
}
