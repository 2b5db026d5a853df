import { Controller } from 'react-hook-form'
import { Link, useNavigate } from '@tanstack/react-router'
import { Box, Button, Group, Paper, Radio, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core'
import type { ProductNewInput } from '../../api/contract/products'
import { ErrorAlert } from '../../components/ErrorAlert'
import { BackLink } from '../../components/PageParts'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { productFormDefaults, productFormSchema, type ProductFormValues } from './productForm'
import { useCreateProduct } from './queries'
import { useContractForm } from '../../lib/useContractForm'
import { UsVatFields } from './UsVatFields'

/** A new product (4.2): on success, the list points it out. */
export function ProductCreateForm() {
  const navigate = useNavigate()
  const createProduct = useCreateProduct()
  const {
    control,
    handleSubmit,
    formState: { errors },
    bind,
  } = useContractForm<ProductFormValues, ProductNewInput>(productFormSchema, {
    defaultValues: productFormDefaults,
  })
  const [create, running] = useSubmitOnce(async (input: ProductNewInput) => {
    const { product } = await createProduct.mutateAsync(input)
    if (product?.id != null) await navigate({ to: '/products', search: { created: product.id } })
  })
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => void handleSubmit(create)(event)

  return (
    <Stack gap="md" maw={760}>
      <BackLink to="/products">Products</BackLink>
      <Title order={1}>New product</Title>
      <Box component="form" onSubmit={onSubmit} noValidate aria-label="New product">
        <Stack gap="md">
          <Paper withBorder p="md">
            <Stack gap="sm">
              <TextInput label="Name" withAsterisk {...bind('productName')} />
              <Textarea label="Description" autosize minRows={2} {...bind('description')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label="Home page URL" placeholder="https://" {...bind('homeUrl')} />
                <TextInput label="Image URL" placeholder="https://" {...bind('imageUrl')} />
              </SimpleGrid>
              <Controller
                control={control}
                name="status"
                render={({ field }) => (
                  <Radio.Group {...field} label="Status" error={errors.status?.message}>
                    <Group mt="xs">
                      <Radio value="1" label="Active" />
                      <Radio value="2" label="Inactive" />
                    </Group>
                  </Radio.Group>
                )}
              />
              <Textarea
                label="Metadata"
                description='A JSON object, for example {"team": "growth"}'
                autosize
                minRows={3}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                {...bind('metadata')}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="md">
            <UsVatFields control={control} bind={bind} />
          </Paper>
          {createProduct.isError ? <ErrorAlert error={createProduct.error} title="The product was not created" /> : null}
          <Group>
            <Button type="submit" loading={running}>
              Create product
            </Button>
            <Button variant="default" component={Link} to="/products">
              Cancel
            </Button>
          </Group>
        </Stack>
      </Box>
    </Stack>
  )
}
