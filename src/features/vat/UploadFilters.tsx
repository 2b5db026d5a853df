import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { FilterForm } from '../../components/FilterForm'
import { ListFilters } from '../../components/ListFilters'
import { appliedCount } from '../../lib/listSearch'
import { useFilterFields } from '../../lib/useFilterFields'
import { uploadFilterSchema } from './filterForm'
import type { UploadsSearch, UploadTypeChoice } from './uploadsSearch'

const uploadTypeOptions: { value: UploadTypeChoice; label: string }[] = [
  { value: 'both', label: 'Both' },
  { value: 'payment', label: 'Payments' },
  { value: 'refund', label: 'Refunds' },
]

/** The upload history's filters and page size; each change goes back to the first page. */
export function UploadFilters({
  search,
  refreshing,
  update,
}: {
  search: UploadsSearch
  refreshing: boolean
  update: (patch: Partial<UploadsSearch>) => void
}) {
  const { bind, formProps } = useFilterFields({
    schema: uploadFilterSchema,
    values: { invoiceId: search.invoiceId, gatewayName: search.gatewayName },
    onApply: (values) => update({ invoiceId: values.invoiceId ?? '', gatewayName: values.gatewayName ?? '', page: 0 }),
  })

  return (
    <ListFilters
      view={search}
      refreshing={refreshing}
      update={update}
      applied={appliedCount([search.invoiceId, search.gatewayName])}
      controls={
        <Stack gap={4}>
          <Text size="sm" fw={500} id="upload-type-label">
            Upload type
          </Text>
          <SegmentedControl
            aria-labelledby="upload-type-label"
            value={search.uploadType}
            onChange={(value) => update({ uploadType: value as UploadTypeChoice, page: 0 })}
            data={uploadTypeOptions}
          />
        </Stack>
      }
    >
      <FilterForm
        label="Filter uploads"
        active={Boolean(search.invoiceId || search.gatewayName)}
        form={formProps}
        onClear={() => update({ invoiceId: '', gatewayName: '', page: 0 })}
      >
        <TextInput label="Invoice ID" placeholder="in_1" autoComplete="off" w={200} {...bind('invoiceId')} />
        <TextInput label="Tax service gateway" placeholder="avalara" autoComplete="off" w={220} {...bind('gatewayName')} />
      </FilterForm>
    </ListFilters>
  )
}
