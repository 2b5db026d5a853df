import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core'
import { isNotFound } from '../api/errors'
import { ErrorAlert } from './ErrorAlert'

/**
 * The four states of a detail query, in one place for every page:
 * - loading: a skeleton, announced to screen readers as "Loading the <noun>";
 * - failed: the service's message and request ID, with Retry;
 * - not found (a 404, or the real service's code 51/68 answer): `notFound`, by default an alert saying
 *   so, followed by `lookup` (a form to open another record);
 * - empty: the service answered without the record (`isEmpty`, or no data at all);
 * - the data, given to `children`.
 */
export function QueryStates<T>({
  query,
  noun,
  notFound,
  lookup,
  isEmpty,
  skeleton = [120, 200, 200],
  children,
}: {
  query: UseQueryResult<T>
  /** What is loaded, as in "The invoice could not be loaded". */
  noun: string
  /** Replaces the default not-found alert. */
  notFound?: (error: unknown) => ReactNode
  /** Offered below "not found" and "empty", to open another record. */
  lookup?: ReactNode
  isEmpty?: (data: NonNullable<T>) => boolean
  /** Heights of the skeleton's blocks. */
  skeleton?: readonly number[]
  children: (data: NonNullable<T>) => ReactNode
}) {
  if (query.isPending) {
    return (
      <div role="status">
        <VisuallyHidden>Loading the {noun}</VisuallyHidden>
        <Stack gap="sm" aria-hidden>
          {skeleton.map((height, index) => (
            <Skeleton key={index} h={height} />
          ))}
        </Stack>
      </div>
    )
  }
  if (query.isError) {
    if (isNotFound(query.error)) {
      return (
        <Stack gap="md">
          {notFound ? notFound(query.error) : <ErrorAlert error={query.error} title={`The ${noun} was not found`} />}
          {lookup}
        </Stack>
      )
    }
    return (
      <ErrorAlert
        error={query.error}
        title={`The ${noun} could not be loaded`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  if (query.data == null || isEmpty?.(query.data)) {
    return (
      <Stack gap="md">
        <Paper withBorder p="md">
          <Text size="sm">The service answered without the {noun}.</Text>
        </Paper>
        {lookup}
      </Stack>
    )
  }
  return <>{children(query.data)}</>
}
