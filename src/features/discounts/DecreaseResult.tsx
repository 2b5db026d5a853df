import { Alert, Group, Text } from '@mantine/core'
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react'
import { discountDecreaseQuantity } from '../../api/contract/discounts'
import { CopyCallCurl } from '../../components/CopyCallCurl'

/** What a decrease did: by how much, and the quantity the code has now. */
export interface Decreased {
  amount: number
  quantity: number | null | undefined
  code: string
}

/** The outcome of a decrease, announced; quantity 0 means the service turned quantity control off. */
export function DecreaseResult({ id, amount, quantity, code, request }: Decreased & { id: number; request: unknown }) {
  const curl = (
    <Group mt="xs">
      <CopyCallCurl endpoint={discountDecreaseQuantity} input={request} />
    </Group>
  )
  const name = code ? `${code} (ID ${id})` : `ID ${id}`
  if (quantity === 0) {
    return (
      <Alert
        role="status"
        color="orange"
        variant="light"
        icon={<IconInfoCircle size={18} aria-hidden />}
        title="Quantity control disabled"
      >
        <Text size="sm">
          The quantity of code {name} was decreased by {amount}, which took it below the number of times the code was already
          used. The service turned quantity control off: the code now has quantity 0, which means no limit.
        </Text>
        {curl}
      </Alert>
    )
  }
  return (
    <Alert role="status" color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} title="Quantity decreased">
      <Text size="sm">
        The quantity of code {name} was decreased by {amount}. It is now {quantity ?? 'not stated by the service'}.
      </Text>
      {curl}
    </Alert>
  )
}
