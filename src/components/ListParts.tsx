import { Select, Skeleton, Stack } from '@mantine/core'

/** Rows per page of a list; changing it goes back to the first page (the caller's `onChange`). */
export function PageSizeSelect({ sizes, value, onChange }: { sizes: readonly number[]; value: number; onChange: (size: number) => void }) {
  return (
    <Select
      label="Rows per page"
      data={sizes.map((size) => String(size))}
      value={String(value)}
      allowDeselect={false}
      onChange={(next) => next && onChange(Number(next))}
      w={130}
    />
  )
}

/** The loading state of a list: rows of skeleton, announced as busy. */
export function ListSkeleton({ label, rows = 8 }: { label: string; rows?: number }) {
  return (
    <Stack gap={6} aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} h={36} />
      ))}
    </Stack>
  )
}
