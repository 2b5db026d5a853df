import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form'
import { Link, useNavigate } from '@tanstack/react-router'
import {
  Anchor,
  Box,
  Button,
  Checkbox,
  Collapse,
  Fieldset,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import { IconArrowLeft, IconPlus, IconTrash } from '@tabler/icons-react'
import { ErrorAlert } from '../../components/ErrorAlert'
import { fieldBinder, formResolver, type FieldBinder } from '../../lib/forms'
import { emptyAddress, productFormDefaults, productFormSchema, type ProductFormValues } from './productForm'
import { useCreateProduct } from './queries'
import type { ProductNewInput } from '../../api/contract/products'

type AddressPath = 'usVATConfig.fromAddress' | 'usVATConfig.toAddress' | `usVATConfig.nexusAddresses.${number}`

function AddressFields({
  path,
  legend,
  bind,
  control,
  actions,
}: {
  path: AddressPath
  legend: string
  bind: FieldBinder<ProductFormValues>
  control: Control<ProductFormValues, unknown, ProductNewInput>
  actions?: React.ReactNode
}) {
  return (
    <Fieldset legend={legend} variant="filled">
      <Stack gap="xs">
        <TextInput label="Street address" {...bind(`${path}.address`)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput label="City" {...bind(`${path}.city`)} />
          <TextInput label="State" {...bind(`${path}.state`)} />
          <TextInput label="ZIP code" {...bind(`${path}.zipCode`)} />
          <TextInput
            label="Country code"
            description="Two letters, for example US"
            maxLength={2}
            {...bind(`${path}.countryCode`)}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Controller
            control={control}
            name={`${path}.verified`}
            render={({ field: { value, onChange, ...field } }) => (
              <Checkbox
                {...field}
                checked={value}
                onChange={(event) => onChange(event.currentTarget.checked)}
                label="Address verified"
              />
            )}
          />
          {actions}
        </Group>
      </Stack>
    </Fieldset>
  )
}

export function ProductCreateForm() {
  const navigate = useNavigate()
  const createProduct = useCreateProduct()
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, ProductNewInput>({
    resolver: formResolver(productFormSchema),
    defaultValues: productFormDefaults,
  })
  const bind = fieldBinder(register, errors)
  const nexus = useFieldArray({ control, name: 'usVATConfig.nexusAddresses' })
  const usVatEnabled = useWatch({ control, name: 'usVatEnabled' })

  const onSubmit = handleSubmit(async (input) => {
    if (createProduct.isPending) return
    const { product } = await createProduct.mutateAsync(input).catch(() => ({ product: null }))
    if (product?.id != null) {
      await navigate({ to: '/products', search: { created: product.id } })
    }
  })

  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to="/products" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> Products
        </Group>
      </Anchor>
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
                ff="monospace"
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                {...bind('metadata')}
              />
            </Stack>
          </Paper>

          <Paper withBorder p="md">
            <Stack gap="sm">
              <Controller
                control={control}
                name="usVatEnabled"
                render={({ field: { value, onChange, ...field } }) => (
                  <Switch
                    {...field}
                    checked={value}
                    onChange={(event) => onChange(event.currentTarget.checked)}
                    label="Configure US VAT"
                    description="Sales tax settings for selling in the United States"
                  />
                )}
              />
              <Collapse expanded={usVatEnabled}>
                {usVatEnabled ? (
                  <Stack gap="sm">
                    <Group>
                      <Controller
                        control={control}
                        name="usVATConfig.active"
                        render={({ field: { value, onChange, ...field } }) => (
                          <Checkbox
                            {...field}
                            checked={value}
                            onChange={(event) => onChange(event.currentTarget.checked)}
                            label="US VAT active"
                          />
                        )}
                      />
                      <Controller
                        control={control}
                        name="usVATConfig.sellOnUSOnly"
                        render={({ field: { value, onChange, ...field } }) => (
                          <Checkbox
                            {...field}
                            checked={value}
                            onChange={(event) => onChange(event.currentTarget.checked)}
                            label="Sell in the US only"
                          />
                        )}
                      />
                    </Group>
                    <TextInput label="Tax code" {...bind('usVATConfig.taxCode')} />
                    <AddressFields path="usVATConfig.fromAddress" legend="Ship-from address" bind={bind} control={control} />
                    <AddressFields path="usVATConfig.toAddress" legend="Ship-to address" bind={bind} control={control} />
                    <Stack gap="xs">
                      <Text fw={500} size="sm">
                        Nexus addresses ({nexus.fields.length})
                      </Text>
                      {nexus.fields.map((item, index) => (
                        <AddressFields
                          key={item.id}
                          path={`usVATConfig.nexusAddresses.${index}`}
                          legend={`Nexus address ${index + 1}`}
                          bind={bind}
                          control={control}
                          actions={
                            <Button
                              variant="subtle"
                              color="red"
                              size="xs"
                              leftSection={<IconTrash size={14} aria-hidden />}
                              onClick={() => nexus.remove(index)}
                            >
                              Remove nexus address {index + 1}
                            </Button>
                          }
                        />
                      ))}
                      <Group>
                        <Button
                          variant="default"
                          size="xs"
                          leftSection={<IconPlus size={14} aria-hidden />}
                          onClick={() => nexus.append(emptyAddress)}
                        >
                          Add nexus address
                        </Button>
                      </Group>
                    </Stack>
                  </Stack>
                ) : null}
              </Collapse>
            </Stack>
          </Paper>

          {createProduct.isError ? <ErrorAlert error={createProduct.error} title="The product was not created" /> : null}
          <Group>
            <Button type="submit" loading={createProduct.isPending}>
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
