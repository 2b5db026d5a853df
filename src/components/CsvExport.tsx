import { useState } from 'react'
import { Button } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { lazyPart, useLazyPart } from '../lib/lazyPart'
import type { CsvExportProps } from './CsvExportDialog'
import { PartLoadError } from './PartLoadError'

/** The export's dialog and the writing of its file: loaded once the page has painted, or when first pressed. */
const exportDialog = lazyPart(() => import('./CsvExportDialog'))

/**
 * A list's "Export CSV" button: each press exports every page of the list with its current filters
 * (`CsvExportDialog`, drawn anew for each).
 */
export function CsvExport<T>(props: CsvExportProps<T>) {
  const [presses, setPresses] = useState(0)
  const { part, error, retry } = useLazyPart(exportDialog, presses > 0)
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => setPresses((count) => count + 1)}
      >
        Export CSV
      </Button>
      {presses > 0 &&
        (error ? (
          <PartLoadError error={error} onRetry={retry} onClose={() => setPresses(0)} />
        ) : part ? (
          <part.CsvExportDialog key={presses} {...props} />
        ) : null)}
    </>
  )
}
