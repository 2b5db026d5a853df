import { useState } from 'react'
import { Button } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { CsvExportDialog, type CsvExportProps } from './CsvExportDialog'

/**
 * A list's "Export CSV" button: each press exports every page of the list with its current filters
 * (`CsvExportDialog`, drawn anew for each).
 */
export function CsvExport<T>(props: CsvExportProps<T>) {
  const [presses, setPresses] = useState(0)
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => setPresses((count) => count + 1)}
      >
        Export CSV
      </Button>
      {presses > 0 ? <CsvExportDialog key={presses} {...props} /> : null}
    </>
  )
}
