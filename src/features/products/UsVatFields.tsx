import { Controller, useFieldArray, useWatch } from 'react-hook-form'
import { Button, Checkbox, Group, Stack, Switch, Text, TextInput } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import type { FieldBinder } from '../../lib/forms'
import { AddressFields, type ProductFormControl } from './AddressFields'
import { emptyAddress, type ProductFormValues } from './productForm'

type Flag = 'usVatEnabled' | 'usVATConfig.active' | 'usVATConfig.sellOnUSOnly'

/** A checkbox or switch of the form, bound to a boolean field. */
function FlagField({
  control,
  name,
  label,
  description,
  as: Input = Checkbox,
}: {
  control: ProductFormControl
  name: Flag
  label: string
  description?: string
  as?: typeof Checkbox | typeof Switch
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, ...field } }) => (
        <Input
          {...field}
          checked={value ?? false}
          onChange={(event) => onChange(event.currentTarget.checked)}
          label={label}
          description={description}
        />
      )}
    />
  )
}

/**
 * The product's US VAT settings, behind a switch: flags, tax code, addresses and nexus addresses. They show
 * whole the moment the switch turns on: a section that slid open took clicks on its first buttons while it
 * was still drawn closed, and lost them.
 */
export function UsVatFields({ control, bind }: { control: ProductFormControl; bind: FieldBinder<ProductFormValues> }) {
  const nexus = useFieldArray({ control, name: 'usVATConfig.nexusAddresses' })
  const enabled = useWatch({ control, name: 'usVatEnabled' }) ?? false
  return (
    <Stack gap="sm">
      <FlagField
        control={control}
        name="usVatEnabled"
        as={Switch}
        label="Configure US VAT"
        description="Sales tax settings for selling in the United States"
      />
      {enabled ? (
        <Stack gap="sm">
          <Group>
            <FlagField control={control} name="usVATConfig.active" label="US VAT active" />
            <FlagField control={control} name="usVATConfig.sellOnUSOnly" label="Sell in the US only" />
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
    </Stack>
  )
}
