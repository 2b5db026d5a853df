import { Divider, SimpleGrid, Text, TextInput } from '@mantine/core'
import { Section } from '../../components/PageParts'
import { wholeNumberInput } from '../../lib/fields'
import { useRenewForm } from './renewFormContext'

/** Which subscription to renew: its id, or the user (and product) to find it by. */
export function RenewTargetSection() {
  const { bind } = useRenewForm()
  return (
    <Section title="Which subscription">
      <Text size="sm">
        Give a subscription ID, or a user ID: the service then renews the user&apos;s latest active or incomplete subscription (of
        that product, when you give one), or else the user&apos;s latest subscription.
      </Text>
      <TextInput label="Subscription ID" placeholder="sub_…" autoComplete="off" {...bind('subscriptionId')} />
      <Divider label="or find it by user" labelPosition="center" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="User ID" {...wholeNumberInput} {...bind('userId')} />
        <TextInput
          label="Product ID"
          description="Used with the user ID. 0 or empty: the default product."
          {...wholeNumberInput}
          {...bind('productId')}
        />
      </SimpleGrid>
    </Section>
  )
}
