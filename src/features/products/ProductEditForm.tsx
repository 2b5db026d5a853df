import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import type { Product } from '../../api/contract/products'
import { FormFooter } from '../../components/FormFooter'
import { useContractForm } from '../../lib/useContractForm'
import { preventingDefault, useSubmitOnce } from '../../lib/useSubmitOnce'
import {
  productEditDefaults,
  productEditFormSchema,
  productEditOf,
  type ProductEditFormOutput,
  type ProductEditFormValues,
} from './productEditForm'
import { useEditProduct } from './queries'

/** A product's name, description, links and metadata (§3.12), from its details; the details show the result. */
export function ProductEditForm({ product, onCancel, onSaved }: { product: Product; onCancel: () => void; onSaved: () => void }) {
  const edit = useEditProduct()
  const { handleSubmit, bind } = useContractForm<ProductEditFormValues, ProductEditFormOutput>(productEditFormSchema(product), {
    defaultValues: productEditDefaults(product),
  })
  // The alert below shows a refusal; the input stays.
  const [submit, sending] = useSubmitOnce(
    handleSubmit(async (output) => {
      await edit.mutateAsync(productEditOf(product, output))
      onSaved()
    }),
  )
  return (
    <form noValidate onSubmit={preventingDefault(submit)} aria-label="Edit the product">
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk data-autofocus {...bind('productName')} />
        <Textarea label="Description" autosize minRows={2} {...bind('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Home page URL" placeholder="https://" {...bind('homeUrl')} />
          <TextInput label="Image URL" placeholder="https://" {...bind('imageUrl')} />
        </SimpleGrid>
        <Textarea
          label="Metadata"
          description='A JSON object, for example {"team": "growth"}'
          autosize
          minRows={3}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...bind('metadata')}
        />
        <FormFooter
          write={edit}
          failedTitle="The product was not saved"
          onCancel={onCancel}
          submitLabel="Save"
          sending={sending}
        />
      </Stack>
    </form>
  )
}
