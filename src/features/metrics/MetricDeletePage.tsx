import { useState } from 'react'
import { Box, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { metricDelete, type MerchantMetric } from '../../api/contract/metrics'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { CopyCallCurl } from '../../components/CopyCallCurl'
import { ErrorAlert } from '../../components/ErrorAlert'
import { BackLink, Notice, PageTitle, Section } from '../../components/PageParts'
import { wholeNumberInput } from '../../lib/fields'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { metricDeleteFormSchema, type MetricDeleteFormOutput, type MetricDeleteFormValues } from './deleteForm'
import type { MetricDeleteSearch } from './deleteSearch'
import { MetricDetails } from './MetricDetails'
import { useContractForm } from '../../lib/useContractForm'
import { useDeleteMetric } from './queries'

/** Delete a usage metric by its id, after a confirmation; shows the deleted metric as the service returned it. */
export function MetricDeletePage({ search, withBackLink = true }: { search: MetricDeleteSearch; withBackLink?: boolean }) {
  const remove = useDeleteMetric()
  const [pending, setPending] = useState<MetricDeleteFormOutput | null>(null)
  const [deleted, setDeleted] = useState<{ metricId: number; metric: MerchantMetric | null } | null>(null)
  const [failedId, setFailedId] = useState<number | null>(null)
  const { handleSubmit, bind } = useContractForm<MetricDeleteFormValues, MetricDeleteFormOutput>(metricDeleteFormSchema, {
    defaultValues: { metricId: search.metricId === undefined ? '' : String(search.metricId) },
  })
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => void handleSubmit((input) => setPending(input))(event)

  const [confirm, running] = useSubmitOnce(async (input: MetricDeleteFormOutput) => {
    setDeleted(null)
    setFailedId(input.metricId)
    try {
      const data = await remove.mutateAsync(input)
      setDeleted({ metricId: input.metricId, metric: data.merchantMetric ?? null })
    } finally {
      setPending(null)
    }
  })

  const metric = deleted?.metric
  return (
    <Stack gap="md" maw={900}>
      {withBackLink ? <BackLink to="/metrics">Metrics</BackLink> : null}
      <PageTitle title="Delete a metric">
        Deleting a usage metric removes it for good. The service answers with the metric as it was, shown below once it is
        deleted.
      </PageTitle>
      <Paper withBorder p="md">
        <Box component="form" onSubmit={onSubmit} noValidate aria-label="Delete a metric">
          <Group align="flex-start" gap="sm">
            <TextInput
              label="Metric ID"
              description="A whole number greater than 0"
              withAsterisk
              w={240}
              {...wholeNumberInput}
              {...bind('metricId')}
            />
            <Button type="submit" color="red" mt={44} leftSection={<IconTrash size={16} aria-hidden />} loading={running}>
              Delete metric
            </Button>
          </Group>
        </Box>
      </Paper>

      {remove.isError ? <ErrorAlert error={remove.error} title={`Metric ${failedId ?? ''} was not deleted`} /> : null}

      {deleted ? (
        <Stack gap="md">
          <Notice title="Metric deleted">
            <Text size="sm">
              Metric {deleted.metricId}
              {metric?.metricName ? ` (${metric.metricName})` : ''} was deleted.
              {metric ? ' Its fields, as the service returned them, are below.' : ''}
            </Text>
            <Group mt="xs">
              <CopyCallCurl endpoint={metricDelete} input={remove.variables} />
            </Group>
          </Notice>
          <Section title={`Deleted metric ${deleted.metricId}`}>
            {metric ? (
              <MetricDetails metric={metric} />
            ) : (
              <Text size="sm">The service answered without the metric’s fields.</Text>
            )}
          </Section>
        </Stack>
      ) : null}

      <ConfirmDialog
        opened={pending !== null}
        title={`Delete metric ${pending?.metricId ?? ''}?`}
        confirmLabel={`Delete metric ${pending?.metricId ?? ''}`}
        busy={running}
        onConfirm={() => pending && void confirm(pending)}
        onCancel={() => setPending(null)}
      >
        <Text>Metric {pending?.metricId} will be deleted. This cannot be undone.</Text>
      </ConfirmDialog>
    </Stack>
  )
}
