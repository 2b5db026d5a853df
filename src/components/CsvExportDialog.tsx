import { useEffect, useRef, useState } from 'react'
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core'
import { changedMeanwhile, collectAllPages, collectFromStart, toCsv, type Collected, type CsvColumn } from '../lib/csv'
import { ErrorAlert } from './ErrorAlert'
import { DialogFrame } from './DialogFrame'

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** What to export, and how: the list's noun, the file's name and columns, a page of rows, a row's key. */
export interface CsvExportProps<T> {
  what: string
  fileName: () => string
  columns: CsvColumn<T>[]
  fetchPage: (page: number, signal: AbortSignal) => Promise<{ rows: T[]; total: number }>
  rowKey: (row: T) => unknown
}

/**
 * An export of every page of a list with the current filters to a CSV file, started as it is drawn (`CsvExport`
 * draws one for each press of its button), with a progress bar and a cancel button. An export that stops (the
 * service failed past the client's own retries) goes on from the page that failed on Retry, the rows already
 * fetched kept; Cancel, Close or a new export starts from the first. A record met twice (`rowKey`) is written
 * once; when the list changed while it was fetched, the dialog says so once the file is written, with a way to
 * export it again as it is now.
 */
export function CsvExportDialog<T>({ what, fileName, columns, fetchPage, rowKey }: CsvExportProps<T>) {
  const [state, setState] = useState<{
    status: 'idle' | 'running' | 'done' | 'failed'
    done: number
    total: number
    error?: unknown
    /** The list's total when the export started and at its end, when the list changed meanwhile. */
    changed?: { first: number; last: number } | null
  }>({
    status: 'idle',
    done: 0,
    total: 0,
  })
  const controller = useRef<AbortController | null>(null)
  // What the export has fetched so far: kept after a failure, for Retry to go on from.
  const collected = useRef<Collected<T> | null>(null)

  const start = async (goOn = false) => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    if (!goOn || !collected.current) collected.current = collectFromStart()
    const from = collected.current
    setState((previous) => ({ status: 'running', done: from.rows.length, total: goOn ? previous.total : 0 }))
    try {
      const rows = await collectAllPages({
        fetchPage,
        key: rowKey,
        onProgress: (done, total) => setState({ status: 'running', done, total }),
        signal: current.signal,
        collected: from,
      })
      if (current.signal.aborted) return
      collected.current = null
      download(fileName(), toCsv(columns, rows))
      setState({ status: 'done', done: rows.length, total: rows.length, changed: changedMeanwhile(from) })
    } catch (error) {
      if (current.signal.aborted) return
      setState((previous) => ({ ...previous, status: 'failed', error }))
    }
  }

  const cancel = () => {
    controller.current?.abort()
    collected.current = null
    setState({ status: 'idle', done: 0, total: 0 })
  }

  // Started as it is drawn; stopped if it is taken out of the page while it runs.
  const startNow = useRef(start)
  useEffect(() => {
    void startNow.current()
    return () => controller.current?.abort()
  }, [])

  const percent = state.total > 0 ? Math.round((state.done / state.total) * 100) : 0
  return (
    <DialogFrame
      opened={state.status !== 'idle'}
      onClose={cancel}
      title={`Export ${what} to CSV`}
      size="md"
      closeOnClickOutside={false}
    >
      <Stack gap="sm">
        {state.status === 'failed' ? (
          <>
            <ErrorAlert error={state.error} title="The export stopped" onRetry={() => void start(true)} />
            {state.done > 0 && (
              <Text size="sm">
                {`Fetched ${state.done.toLocaleString()} of ${state.total.toLocaleString()} ${what}: Retry goes on from there.`}
              </Text>
            )}
          </>
        ) : (
          <>
            <Progress
              value={state.status === 'done' ? 100 : percent}
              aria-label="Export progress"
              animated={state.status === 'running'}
            />
            <Text size="sm" aria-live="polite">
              {state.status === 'done'
                ? `Exported ${state.done.toLocaleString()} ${what}. The file is in your downloads.`
                : state.total > 0
                  ? `Fetched ${state.done.toLocaleString()} of ${state.total.toLocaleString()} ${what}…`
                  : `Starting…`}
            </Text>
            {state.status === 'done' && state.changed && (
              <Alert color="yellow" title={`The ${what} changed during the export`}>
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">
                    {`${
                      state.changed.first === state.changed.last
                        ? `Some were added or removed while it ran.`
                        : `There were ${state.changed.first.toLocaleString()} when it started and ${state.changed.last.toLocaleString()} at its end.`
                    } Each record is in the file once, but those added or removed meanwhile may be missing from it, or still in it.`}
                  </Text>
                  <Button variant="default" size="xs" onClick={() => void start()}>
                    Export again
                  </Button>
                </Stack>
              </Alert>
            )}
          </>
        )}
        <Group justify="flex-end">
          {state.status === 'running' ? (
            <Button variant="default" color="red" onClick={cancel}>
              Cancel export
            </Button>
          ) : (
            <Button variant="default" onClick={cancel}>
              Close
            </Button>
          )}
        </Group>
      </Stack>
    </DialogFrame>
  )
}
