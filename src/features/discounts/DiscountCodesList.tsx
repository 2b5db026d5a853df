import { Text } from '@mantine/core'
import { memo } from 'react'
import type { DiscountCodeDetail } from '../../api/contract/extensions/discounts'
import { CodeBadge } from '../../components/CodeBadge'
import { DataTable, type Column } from '../../components/DataTable'
import { Timestamp } from '../../components/Timestamp'
import { DiscountsListPage } from './DiscountsListPage'
import { DiscountValue } from './DiscountValues'
import { toListInput, type DiscountsSearch } from './listSearch'
import { discountQueries } from './queries'
import { formatCount } from '../../lib/countLabel'
import { AnchorLink } from '../../components/AnchorLink'
import { NewCodeButton } from './NewCodeButton'

/** The discount codes list: the discounts area opens on it. */
export function DiscountCodesList({ search }: { search: DiscountsSearch }) {
  return (
    <DiscountsListPage
      current="/discounts"
      what="discount codes"
      searchLabel="Code or name contains"
      search={search}
      opens="/discounts/codes/$codeId"
      options={(page) => discountQueries.list(toListInput({ ...search, page }))}
      rowsOf={(data) => ({ total: data.total ?? data.discounts?.length ?? 0, rows: data.discounts?.length ?? 0 })}
      create={<NewCodeButton />}
    >
      {(data, busy) => <DiscountCodesTable codes={data.discounts ?? []} busy={busy} />}
    </DiscountsListPage>
  )
}

/** "5 of 20 used", or the uses of a code without a limit. */
function usage(code: DiscountCodeDetail): string {
  const used = formatCount(code.quantityUsed ?? 0)
  return code.quantity ? `${used} of ${formatCount(code.quantity)} used` : `${used} used, no limit`
}

const columns: Column<DiscountCodeDetail>[] = [
  {
    header: 'Code',
    cell: (code) => (
      <>
        {code.id != null ? (
          <AnchorLink
            to="/discounts/codes/$codeId"
            params={{ codeId: code.id }}
            size="sm"
            underline="hover"
            fw={500}
            ff="monospace"
          >
            {code.code || `Code ${code.id}`}
          </AnchorLink>
        ) : (
          code.code
        )}
        <Text size="xs" c="dimmed" lineClamp={1}>
          {code.name}
        </Text>
      </>
    ),
  },
  { header: 'Status', cell: (code) => <CodeBadge kind="discountStatus" value={code.status} /> },
  { header: 'Discount', cell: (code) => <DiscountValue discount={code} /> },
  { header: 'Billing', cell: (code) => <CodeBadge kind="billingType" value={code.billingType} /> },
  { header: 'Usage', cell: usage },
  { header: 'Ends', cell: (code) => <Timestamp value={code.endTime} /> },
  { header: 'Created', cell: (code) => <Timestamp value={code.createTime} /> },
]

const DiscountCodesTable = memo(function DiscountCodesTable({ codes, busy }: { codes: DiscountCodeDetail[]; busy: boolean }) {
  return (
    <DataTable
      label="Discount codes"
      rows={codes}
      columns={columns}
      minWidth={860}
      striped
      highlightOnHover
      fz="sm"
      aria-busy={busy}
    />
  )
})
