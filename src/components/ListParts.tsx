import { Suspense, type ReactNode } from 'react'
import { Alert, Skeleton, Stack, Text } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { ErrorAlert } from './ErrorAlert'

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

/**
 * The body of a list fed by a query: its error (with Retry), its skeleton while nothing is loaded, the
 * empty state, or the rows.
 */
export function ListBody({
  query,
  what,
  isEmpty,
  empty,
  children,
}: {
  query: { isError: boolean; error: unknown; isPending: boolean; isFetching: boolean; refetch: () => unknown }
  /** What the list holds, as in "The products could not be loaded". */
  what: string
  isEmpty: boolean
  empty: ReactNode
  children: ReactNode
}) {
  if (query.isError) {
    return (
      <ErrorAlert
        error={query.error}
        title={`The ${what} could not be loaded`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  if (query.isPending) return <ListSkeleton label={`Loading the ${what}`} />
  return <>{isEmpty ? empty : children}</>
}

/**
 * An area whose list the service does not offer (it implements only the spec's calls): one line that
 * says so, then the page that opens a record by its ID (`children`, a lazy component: most services offer the
 * list, so its code loads only here). A failed load goes to the route's error panel.
 */
export function NoListFallback({ what, children }: { what: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} role="note">
        <Text size="sm">This service offers no list of {what}: open one by its ID.</Text>
      </Alert>
      <Suspense fallback={<ListSkeleton label={`Loading the way to open ${what} by ID`} rows={3} />}>{children}</Suspense>
    </Stack>
  )
}
