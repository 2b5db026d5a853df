import { Badge, Box, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconArrowsExchange } from '@tabler/icons-react'
import { useState } from 'react'
import type { GatewayPaymentType } from '../../api/contract/users'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { DataTable, type Column } from '../../components/DataTable'
import { Field } from '../../components/Field'
import { JsonView } from '../../components/JsonView'
import { Money } from '../../components/Money'
import { SafeLink } from '../../components/SafeLink'
import { Timestamp } from '../../components/Timestamp'
import { safeHttpUrl } from '../../lib/urls'
import { hasAnyValue, secretState, type SafeGateway } from './format'
import { TextValue, YesNo } from '../../components/Values'

const bankFields = [
  ['accountHolder', 'Account holder'],
  ['bankName', 'Bank name'],
  ['address', 'Bank address'],
  ['accountNumber', 'Account number'],
  ['iban', 'IBAN'],
  ['bic', 'BIC'],
  ['swiftCode', 'SWIFT code'],
  ['ABARoutingNumber', 'ABA routing number'],
  ['bsbCode', 'BSB code'],
  ['CNAPS', 'CNAPS code'],
  ['Remarks', 'Remarks'],
] as const

const issuerFields = [
  ['issueCompanyName', 'Company name'],
  ['issueAddress', 'Address'],
  ['issueRegNumber', 'Registration number'],
  ['issueVatNumber', 'VAT number'],
] as const

interface PaymentTypeRow {
  type: GatewayPaymentType
  setUp: boolean
  isDefault: boolean
}

/** Every payment type the gateway lists (available, set up, default), once each. */
function paymentTypeRows(gateway: SafeGateway): PaymentTypeRow[] {
  const rows = new Map<string, PaymentTypeRow>()
  const key = (type: GatewayPaymentType) => type.paymentType || type.name || ''
  const add = (type: GatewayPaymentType) => {
    const existing = rows.get(key(type))
    if (!existing) rows.set(key(type), { type, setUp: false, isDefault: false })
  }
  for (const type of gateway.gatewayPaymentTypes ?? []) add(type)
  for (const type of gateway.setupGatewayPaymentTypes ?? []) {
    add(type)
    rows.get(key(type))!.setUp = true
  }
  const fallback = gateway.defaultGatewayPaymentType
  if (fallback && key(fallback)) {
    add(fallback)
    rows.get(key(fallback))!.isDefault = true
  }
  return [...rows.values()]
}

const paymentTypeColumns: Column<PaymentTypeRow>[] = [
  { header: 'Name', cell: ({ type }) => <TextValue value={type.name} /> },
  { header: 'Payment type', cell: ({ type }) => <TextValue value={type.paymentType} />, td: { ff: 'monospace' } },
  { header: 'Category', cell: ({ type }) => <TextValue value={type.category} /> },
  { header: 'Country', cell: ({ type }) => <TextValue value={type.countryName} /> },
  { header: 'Automatic charge', cell: ({ type }) => <YesNo value={type.autoCharge} /> },
  {
    header: 'Currencies',
    cell: ({ type }) => (type.supportCurrencies?.length ? type.supportCurrencies.join(', ') : <TextValue value="" />),
  },
  { header: 'Set up', cell: ({ setUp }) => (setUp ? 'Yes' : 'No') },
  { header: 'Default', cell: ({ isDefault }) => (isDefault ? 'Default' : '') },
]

type ExchangeRate = NonNullable<SafeGateway['currencyExchange']>[number]

const rateColumns: Column<ExchangeRate>[] = [
  { header: 'From', cell: (rate) => <TextValue value={rate.from_currency} /> },
  { header: 'To', cell: (rate) => <TextValue value={rate.to_currency} /> },
  {
    header: 'Rate',
    cell: (rate) => rate.exchange_rate ?? <TextValue value="" />,
    td: { style: { fontVariantNumeric: 'tabular-nums' } },
  },
]

function PaymentTypes({ gateway }: { gateway: SafeGateway }) {
  const rows = paymentTypeRows(gateway)
  return (
    <Stack gap="xs">
      <Title order={4} size="h6">
        Payment types
      </Title>
      <DataTable
        label="Payment types of the gateway"
        rows={rows}
        columns={paymentTypeColumns}
        rowKey={({ type }, index) => `${type.paymentType}-${index}`}
        minWidth={640}
        verticalSpacing={4}
        fz="sm"
        empty={
          <Text size="sm" c="dimmed">
            This gateway lists no payment types.
          </Text>
        }
      />
    </Stack>
  )
}

function CurrencyExchange({ gateway }: { gateway: SafeGateway }) {
  const rates = gateway.currencyExchange ?? []
  return (
    <Stack gap="xs">
      <Title order={4} size="h6">
        Currency exchange
      </Title>
      <Text size="sm">
        Currency exchange: <YesNo value={gateway.currencyExchangeEnabled} yes="enabled" no="not enabled" />
      </Text>
      <DataTable
        label="Exchange rates of the gateway"
        rows={rates}
        columns={rateColumns}
        rowKey={(_, index) => index}
        verticalSpacing={4}
        fz="sm"
        maw={420}
        empty={
          <Text size="sm" c="dimmed">
            No exchange rates.
          </Text>
        }
      />
    </Stack>
  )
}

/** The user's default gateway (2.10). Secret values never reach this component: only whether they are set. */
export function GatewayCard({ gateway, onChange }: { gateway: SafeGateway | null; onChange: () => void }) {
  const present = gateway && (gateway.gatewayId ?? 0) > 0
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="gateway-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id="gateway-heading">
            Default gateway
          </Title>
          <Button variant="default" leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={onChange}>
            {present ? 'Change default gateway' : 'Set default gateway'}
          </Button>
        </Group>
        {!present || !gateway ? (
          <Text size="sm" c="dimmed">
            This user has no default gateway.
          </Text>
        ) : (
          <GatewayDetails gateway={gateway} />
        )}
      </Stack>
    </Paper>
  )
}

function GatewayDetails({ gateway }: { gateway: SafeGateway }) {
  const logoUrl = safeHttpUrl(gateway.gatewayLogo)
  const [failedLogo, setFailedLogo] = useState<string | null>(null)
  const logo = logoUrl && logoUrl !== failedLogo ? logoUrl : null
  const title = gateway.displayName || gateway.name || gateway.gatewayName || `Gateway ${gateway.gatewayId}`
  return (
    <Stack gap="md">
      <Group gap="md" align="center" wrap="nowrap">
        {logo ? (
          <Image src={logo} alt={`${title} logo`} h={40} w="auto" fit="contain" onError={() => setFailedLogo(logo)} />
        ) : null}
        <Stack gap={4}>
          <Title order={3} size="h5">
            {title}
          </Title>
          <Group gap="xs">
            <CodeBadge kind="gatewayType" value={gateway.gatewayType} />
            {gateway.isDefault ? (
              <Badge variant="light" color="indigo" tt="none">
                merchant default
              </Badge>
            ) : null}
            {gateway.archive ? (
              <Badge variant="light" color="gray" tt="none">
                archived
              </Badge>
            ) : null}
            <Badge variant="light" color={gateway.autoChargeEnabled ? 'teal' : 'gray'} tt="none">
              automatic payment {gateway.autoChargeEnabled ? 'on' : 'off'}
            </Badge>
            <Badge variant="light" color={gateway.IsSetupFinished ? 'teal' : 'yellow'} tt="none">
              {gateway.IsSetupFinished ? 'setup finished' : 'setup not finished'}
            </Badge>
          </Group>
        </Stack>
      </Group>
      {gateway.description ? <Text size="sm">{gateway.description}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <Field label="Gateway ID">
          {gateway.gatewayId != null ? <CopyValue value={gateway.gatewayId} label="gateway ID" /> : <TextValue value="" />}
        </Field>
        <Field label="Gateway name">
          <TextValue value={gateway.gatewayName} />
        </Field>
        <Field label="Name">
          <TextValue value={gateway.name} />
        </Field>
        <Field label="Display name">
          <TextValue value={gateway.displayName} />
        </Field>
        <Field label="Sub-gateway">
          <TextValue value={gateway.subGateway} />
        </Field>
        <Field label="Sub-gateway name">
          <TextValue value={gateway.subGatewayName} />
        </Field>
        <Field label="Currency">
          <TextValue value={gateway.currency} />
        </Field>
        <Field label="Minimum amount">
          <Money amount={gateway.minimumAmount} currency={gateway.currency} />
        </Field>
        <Field label="Automatic charge enabled">
          <YesNo value={gateway.autoChargeEnabled} />
        </Field>
        <Field label="Setup finished">
          <YesNo value={gateway.IsSetupFinished} />
        </Field>
        <Field label="Merchant default">
          <YesNo value={gateway.isDefault} />
        </Field>
        <Field label="Archived">
          <YesNo value={gateway.archive} />
        </Field>
        <Field label="Sort order">
          <TextValue value={gateway.sort} />
        </Field>
        <Field label="Created">
          <Timestamp value={gateway.createTime} />
        </Field>
        <Field label="Gateway key">
          {gateway.gatewayKey ? <CopyValue value={gateway.gatewayKey} label="gateway key" /> : <TextValue value="" />}
        </Field>
        <Field label="Public key name">
          <TextValue value={gateway.publicKeyName} />
        </Field>
        <Field label="Private secret name">
          <TextValue value={gateway.privateSecretName} />
        </Field>
        <Field label="Gateway secret">{secretState(gateway.secretsSet?.gatewaySecret)}</Field>
        <Field label="Webhook secret">{secretState(gateway.secretsSet?.webhookSecret)}</Field>
        <Field label="Webhook endpoint URL">
          <SafeLink href={gateway.webhookEndpointUrl} />
        </Field>
        <Field label="Webhook integration link">
          <SafeLink href={gateway.gatewayWebhookIntegrationLink} />
        </Field>
        <Field label="Website">
          <SafeLink href={gateway.gatewayWebsiteLink} />
        </Field>
        <Field label="Logo">
          <SafeLink href={gateway.gatewayLogo} />
        </Field>
        <Field label="Icons">
          {gateway.gatewayIcons?.length ? (
            <Stack gap={2}>
              {gateway.gatewayIcons.map((icon, index) => (
                <SafeLink key={index} href={icon} />
              ))}
            </Stack>
          ) : (
            <TextValue value="" />
          )}
        </Field>
      </SimpleGrid>

      <PaymentTypes gateway={gateway} />
      <CurrencyExchange gateway={gateway} />

      <Stack gap="xs">
        <Title order={4} size="h6">
          Bank details
        </Title>
        {hasAnyValue(gateway.bank) ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {bankFields.map(([key, label]) => (
              <Field key={key} label={label}>
                <TextValue value={gateway.bank?.[key]} />
              </Field>
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            No bank details.
          </Text>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={4} size="h6">
          Invoice issuer
        </Title>
        {hasAnyValue(gateway.companyIssuer) ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {issuerFields.map(([key, label]) => (
              <Field key={key} label={label}>
                <TextValue value={gateway.companyIssuer?.[key]} />
              </Field>
            ))}
            <Field label="Logo">
              <SafeLink href={gateway.companyIssuer?.issueLogo} />
            </Field>
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            No issuer details.
          </Text>
        )}
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Field label="Country configuration">
          <Box>
            <JsonView value={gateway.countryConfig} label="Gateway country configuration" />
          </Box>
        </Field>
        <Field label="Gateway metadata">
          <JsonView value={gateway.metadata} label="Gateway metadata" />
        </Field>
      </SimpleGrid>
    </Stack>
  )
}
