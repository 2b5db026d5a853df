import { useWatch } from 'react-hook-form'
import { SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { Section } from '../../components/PageParts'
import { wholeNumberInput } from '../../lib/fields'
import { basisPointsHint } from './renewForm'
import { monospace, useRenewForm } from './renewFormContext'

/** What the new invoice says: its tax rate, the product's name and description, its metadata. */
export function RenewInvoiceSection() {
  const { bind, control } = useRenewForm()
  const taxText = useWatch({ control, name: 'taxPercentage' })
  return (
    <Section title="Invoice">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Tax percentage (basis points)"
          description={basisPointsHint(taxText, "1000 = 10 %. Empty: the subscription's own rate.")}
          {...wholeNumberInput}
          {...bind('taxPercentage')}
        />
        <TextInput label="Product name" description="Shown on the invoice." autoComplete="off" {...bind('productData.name')} />
      </SimpleGrid>
      <TextInput label="Product description" autoComplete="off" {...bind('productData.description')} />
      <Textarea
        label="Metadata"
        description='A JSON object stored on the invoice, for example {"ticket": "SUP-1042"}'
        autosize
        minRows={2}
        styles={monospace}
        {...bind('metadata')}
      />
    </Section>
  )
}
