import { Text } from '@mantine/core'
import { memo } from 'react'
import type { BatchTemplate } from '../../api/contract/discounts'
import { CodeBadge } from '../../components/CodeBadge'
import { DataTable, type Column } from '../../components/DataTable'
import { Timestamp } from '../../components/Timestamp'
import { DiscountsListPage } from './DiscountsListPage'
import { DiscountValue } from './DiscountValues'
import { toListInput, type DiscountsSearch } from './listSearch'
import { discountQueries } from './queries'
import { formatCount } from '../../lib/countLabel'
import { AnchorLink } from '../../components/AnchorLink'

/** The batch templates list, each linking to its page with its child codes. */
export function BatchTemplatesList({ search }: { search: DiscountsSearch }) {
  return (
    <DiscountsListPage
      current="/discounts/templates"
      what="batch templates"
      searchLabel="Prefix or name contains"
      search={search}
      opens="/discounts/templates/$templateId"
      options={(page) => discountQueries.templateList(toListInput({ ...search, page }))}
      rowsOf={(data) => ({ total: data.total ?? data.templates?.length ?? 0, rows: data.templates?.length ?? 0 })}
    >
      {(data, busy) => <BatchTemplatesTable templates={data.templates ?? []} busy={busy} />}
    </DiscountsListPage>
  )
}

const columns: Column<BatchTemplate>[] = [
  {
    header: 'Template',
    cell: (template) => (
      <>
        {template.id != null ? (
          <AnchorLink
            to="/discounts/templates/$templateId"
            params={{ templateId: template.id }}
            size="sm"
            underline="hover"
            fw={500}
          >
            {template.name || template.code || `Template ${template.id}`}
          </AnchorLink>
        ) : (
          template.name
        )}
        <Text size="xs" c="dimmed" ff="monospace" lineClamp={1}>
          {template.code}
        </Text>
      </>
    ),
  },
  { header: 'Code prefix', cell: (template) => template.codePrefix || '—', td: { ff: 'monospace' } },
  { header: 'Status', cell: (template) => <CodeBadge kind="discountStatus" value={template.status} /> },
  { header: 'Discount', cell: (template) => <DiscountValue discount={template} /> },
  {
    header: 'Child codes used',
    cell: (template) => `${formatCount(template.usedChildCodeCount ?? 0)} of ${formatCount(template.childCodeCount ?? 0)}`,
  },
  { header: 'Created', cell: (template) => <Timestamp value={template.createTime} /> },
]

const BatchTemplatesTable = memo(function BatchTemplatesTable({
  templates,
  busy,
}: {
  templates: BatchTemplate[]
  busy: boolean
}) {
  return (
    <DataTable
      label="Batch templates"
      rows={templates}
      columns={columns}
      minWidth={820}
      striped
      highlightOnHover
      fz="sm"
      aria-busy={busy}
    />
  )
})
