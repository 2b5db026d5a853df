import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Paper, Skeleton, Stack, Text } from '@mantine/core'
import { isApiError, isNotFound } from '../../api/errors'
import { ErrorAlert } from '../../components/ErrorAlert'
import { DiscountLookup, type DiscountKindName } from './DiscountLookups'

/**
 * The states of a detail view: loading (skeleton), failed (the service's message and requestId, with
 * Retry when trying again may help, and a lookup to open another id when this one was not found),
 * empty (the service answered without the record), and the data.
 */
export function DetailStates<T>({
  query,
  kind,
  noun,
  children,
}: {
  query: UseQueryResult<T | null>
  kind: DiscountKindName
  noun: string
  children: (data: T) => ReactNode
}) {
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={`Loading the ${noun}`}>
        <Skeleton h={120} />
        <Skeleton h={160} />
        <Skeleton h={160} />
      </Stack>
    )
  }
  if (query.isError) {
    const notFound = isNotFound(query.error)
    const retryable = isApiError(query.error) ? query.error.retryable : true
    return (
      <Stack gap="md">
        <ErrorAlert
          error={query.error}
          title={notFound ? `The ${noun} was not found` : `The ${noun} could not be loaded`}
          onRetry={retryable ? () => void query.refetch() : undefined}
          retrying={query.isFetching}
        />
        {notFound ? (
          <Paper withBorder p="md">
            <DiscountLookup kind={kind} />
          </Paper>
        ) : null}
      </Stack>
    )
  }
  if (query.data == null) {
    return (
      <Paper withBorder p="md">
        <Text size="sm">The service answered without the {noun}.</Text>
      </Paper>
    )
  }
  return <>{children(query.data)}</>
}
