import { Stack, Text, Title } from '@mantine/core'
import type { GatewayPaymentType } from '../../api/contract/users'
import { DataTable, type Column } from '../../components/DataTable'
import { TextValue, YesNo } from '../../components/Values'
import type { SafeGateway } from './format'

interface PaymentTypeRow {
  type: GatewayPaymentType
  setUp: boolean
  isDefault: boolean
}

/** Every payment type the gateway lists (available, set up, default), once each. */
function paymentTypeRows(gateway: SafeGateway): PaymentTypeRow[] {
  const rows = new Map<string, PaymentTypeRow>()
  const key = (type: GatewayPaymentType) => type.paymentType || type.name || ''
  const add = (type: GatewayPaymentType, mark?: 'setUp' | 'isDefault') => {
    const row = rows.get(key(type)) ?? { type, setUp: false, isDefault: false }
    if (mark) row[mark] = true
    rows.set(key(type), row)
  }
  for (const type of gateway.gatewayPaymentTypes ?? []) add(type)
  for (const type of gateway.setupGatewayPaymentTypes ?? []) add(type, 'setUp')
  const fallback = gateway.defaultGatewayPaymentType
  if (fallback && key(fallback)) add(fallback, 'isDefault')
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

export function PaymentTypes({ gateway }: { gateway: SafeGateway }) {
  return (
    <Stack gap="xs">
      <Title order={4} size="h6">
        Payment types
      </Title>
      <DataTable
        label="Payment types of the gateway"
        rows={paymentTypeRows(gateway)}
        columns={paymentTypeColumns}
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

export function CurrencyExchange({ gateway }: { gateway: SafeGateway }) {
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
        rows={gateway.currencyExchange ?? []}
        columns={rateColumns}
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
