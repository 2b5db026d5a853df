import { useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Alert, Box, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { IconCircleCheck, IconTrash } from '@tabler/icons-react'
import { metricDelete, type MerchantMetric } from '../../api/contract/metrics'
import { ErrorAlert } from '../../components/ErrorAlert'
import { formResolver } from '../../lib/forms'
import {
  metricDeleteFormSchema,
  type MetricDeleteFormOutput,
  type MetricDeleteFormValues,
  type MetricDeleteSearch,
} from './deleteForm'
import { MetricDetails } from './MetricDetails'
import { useDeleteMetric } from './queries'
import { CopyCurl } from '../../components/CopyCurl'

/** Delete a usage metric by its id, after a confirmation; shows the deleted metric as the service returned it. */
export function MetricDeletePage({ search }: { search: MetricDeleteSearch }) {
  const remove = useDeleteMetric()
  const sending = useRef(false)
  const [pending, setPending] = useState<MetricDeleteFormOutput | null>(null)
  const [deleted, setDeleted] = useState<{ metricId: number; metric: MerchantMetric | null } | null>(null)
  const [failedId, setFailedId] = useState<number | null>(null)
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<MetricDeleteFormValues, unknown, MetricDeleteFormOutput>({
    resolver: formResolver(metricDeleteFormSchema),
    defaultValues: { metricId: search.metricId ?? '' },
  })

  const onSubmit = handleSubmit((input) => setPending(input))

  const confirm = async () => {
    if (!pending || sending.current) return
    sending.current = true
    setDeleted(null)
    setFailedId(null)
    try {
      const data = await remove.mutateAsync(pending)
      setDeleted({ metricId: pending.metricId, metric: data.merchantMetric ?? null })
    } catch {
      setFailedId(pending.metricId)
    } finally {
      sending.current = false
      setPending(null)
    }
  }

  const metric = deleted?.metric
  return (
    <Stack gap="md" maw={900}>
      <Stack gap={4}>
        <Title order={1}>Delete a metric</Title>
        <Text size="sm" c="dimmed">
          Deleting a usage metric removes it for good. The service answers with the metric as it was, shown below once it is
          deleted.
        </Text>
      </Stack>
      <Paper withBorder p="md">
        <Box component="form" onSubmit={onSubmit} noValidate aria-label="Delete a metric">
          <Group align="flex-start" gap="sm">
            <Controller
              control={control}
              name="metricId"
              render={({ field }) => (
                <NumberInput
                  {...field}
                  label="Metric ID"
                  description="A whole number greater than 0"
                  withAsterisk
                  allowDecimal={false}
                  w={240}
                  error={errors.metricId?.message}
                />
              )}
            />
            <Button
              type="submit"
              color="red"
              mt={44}
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.isPending}
            >
              Delete metric
            </Button>
          </Group>
        </Box>
      </Paper>

      {remove.isError ? (
        <ErrorAlert
          error={remove.error}
          title={failedId !== null ? `Metric ${failedId} was not deleted` : 'The metric was not deleted'}
        />
      ) : null}

      {deleted ? (
        <Stack gap="md">
          <Alert
            role="status"
            color="teal"
            variant="light"
            icon={<IconCircleCheck size={18} aria-hidden />}
            title="Metric deleted"
          >
            <Text size="sm">
              Metric {deleted.metricId}
              {metric?.metricName ? ` (${metric.metricName})` : ''} was deleted. Its fields, as the service returned them:
            </Text>
            <Group mt="xs">
              <CopyCurl endpoint={metricDelete} input={remove.variables} />
            </Group>
          </Alert>
          <Paper withBorder p="md" component="section" aria-labelledby="deleted-metric-heading">
            <Stack gap="sm">
              <Title order={2} size="h4" id="deleted-metric-heading">
                Deleted metric {deleted.metricId}
              </Title>
              {metric ? (
                <MetricDetails metric={metric} />
              ) : (
                <Text size="sm">The service answered without the metric’s fields.</Text>
              )}
            </Stack>
          </Paper>
        </Stack>
      ) : null}

      <ConfirmDialog
        opened={pending !== null}
        title={`Delete metric ${pending?.metricId ?? ''}?`}
        confirmLabel={`Delete metric ${pending?.metricId ?? ''}`}
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        <Text>Metric {pending?.metricId} will be deleted. This cannot be undone.</Text>
      </ConfirmDialog>
    </Stack>
  )
}
