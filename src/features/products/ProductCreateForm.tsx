import { Controller, useFieldArray, useForm, useWatch, type Control, type UseFormRegister, type FieldErrors } from 'react-hook-form'
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
import { formResolver } from '../../lib/forms'
import { emptyAddress, productFormDefaults, productFormSchema, type ProductFormValues } from './productForm'
import { useCreateProduct } from './queries'
import type { ProductNewInput } from '../../api/contract/products'

type AddressPath = 'usVATConfig.fromAddress' | 'usVATConfig.toAddress' | `usVATConfig.nexusAddresses.${number}`

function addressErrors(errors: FieldErrors<ProductFormValues>, path: AddressPath) {
  const [, key, index] = path.split('.') as [string, 'fromAddress' | 'toAddress' | 'nexusAddresses', string?]
  const vat = errors.usVATConfig
  return key === 'nexusAddresses' ? vat?.nexusAddresses?.[Number(index)] : vat?.[key]
}

function AddressFields({
  path,
  legend,
  register,
  control,
  errors,
  actions,
}: {
  path: AddressPath
  legend: string
  register: UseFormRegister<ProductFormValues>
  control: Control<ProductFormValues, unknown, ProductNewInput>
  errors: FieldErrors<ProductFormValues>
  actions?: React.ReactNode
}) {
  const fieldErrors = addressErrors(errors, path)
  return (
    <Fieldset legend={legend} variant="filled">
      <Stack gap="xs">
        <TextInput label="Street address" {...register(`${path}.address`)} error={fieldErrors?.address?.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput label="City" {...register(`${path}.city`)} error={fieldErrors?.city?.message} />
          <TextInput label="State" {...register(`${path}.state`)} error={fieldErrors?.state?.message} />
          <TextInput label="ZIP code" {...register(`${path}.zipCode`)} error={fieldErrors?.zipCode?.message} />
          <TextInput
            label="Country code"
            description="Two letters, for example US"
            maxLength={2}
            {...register(`${path}.countryCode`)}
            error={fieldErrors?.countryCode?.message}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Controller
            control={control}
            name={`${path}.verified`}
            render={({ field: { value, onChange, ...field } }) => (
              <Checkbox {...field} checked={value} onChange={(event) => onChange(event.currentTarget.checked)} label="Address verified" />
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
              <TextInput label="Name" withAsterisk {...register('productName')} error={errors.productName?.message} />
              <Textarea label="Description" autosize minRows={2} {...register('description')} error={errors.description?.message} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label="Home page URL" placeholder="https://" {...register('homeUrl')} error={errors.homeUrl?.message} />
                <TextInput label="Image URL" placeholder="https://" {...register('imageUrl')} error={errors.imageUrl?.message} />
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
                {...register('metadata')}
                error={errors.metadata?.message}
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
                          <Checkbox {...field} checked={value} onChange={(event) => onChange(event.currentTarget.checked)} label="US VAT active" />
                        )}
                      />
                      <Controller
                        control={control}
                        name="usVATConfig.sellOnUSOnly"
                        render={({ field: { value, onChange, ...field } }) => (
                          <Checkbox {...field} checked={value} onChange={(event) => onChange(event.currentTarget.checked)} label="Sell in the US only" />
                        )}
                      />
                    </Group>
                    <TextInput label="Tax code" {...register('usVATConfig.taxCode')} error={errors.usVATConfig?.taxCode?.message} />
                    <AddressFields path="usVATConfig.fromAddress" legend="Ship-from address" register={register} control={control} errors={errors} />
                    <AddressFields path="usVATConfig.toAddress" legend="Ship-to address" register={register} control={control} errors={errors} />
                    <Stack gap="xs">
                      <Text fw={500} size="sm">
                        Nexus addresses ({nexus.fields.length})
                      </Text>
                      {nexus.fields.map((item, index) => (
                        <AddressFields
                          key={item.id}
                          path={`usVATConfig.nexusAddresses.${index}`}
                          legend={`Nexus address ${index + 1}`}
                          register={register}
                          control={control}
                          errors={errors}
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
                        <Button variant="default" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => nexus.append(emptyAddress)}>
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
