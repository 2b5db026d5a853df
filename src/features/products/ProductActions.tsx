import { useState } from 'react'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { ProductStatus } from '../../api/contract/codes'
import type { Product } from '../../api/contract/products'
import { ErrorAlert } from '../../components/ErrorAlert'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { DEFAULT_PRODUCT_ID } from './defaultProduct'
import { useProductChange } from './queries'
import { ProductEditForm } from './ProductEditForm'

type Change = 'activate' | 'inactivate' | 'delete'

const doneText: Record<Change, (name: string) => string> = {
  activate: (name) => `${name} is active.`,
  inactivate: (name) => `${name} is inactive.`,
  delete: (name) => `${name} was deleted.`,
}

/**
 * A product's state changes (§3.12), in its details: activate or inactivate it, or delete it after a confirmation.
 * The default product is always active and cannot be deleted; the service refuses to delete a product while plans
 * are linked to it, and the refusal is shown here.
 */
export function ProductActions({ product, onDone }: { product: Product; onDone: (message: string) => void }) {
  const productId = product.id ?? DEFAULT_PRODUCT_ID
  const change = useProductChange(productId)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [editing, setEditing] = useState(false)
  const name = product.productName || `Product ${productId}`
  const [run, running] = useSubmitOnce(async (next: Change) => {
    await change.mutateAsync(next)
    onDone(doneText[next](name))
  })
  if (editing) {
    return (
      <ProductEditForm
        product={product}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          setEditing(false)
          onDone(`${name} was saved.`)
        }}
      />
    )
  }
  const edit = (
    <Button variant="default" disabled={running} onClick={() => setEditing(true)}>
      Edit
    </Button>
  )
  if (productId === DEFAULT_PRODUCT_ID) {
    return (
      <Stack gap="sm" role="group" aria-label="Product actions">
        <Group gap="xs">{edit}</Group>
        <Text size="sm" c="dimmed">
          The default product is always active and cannot be deleted: plans without a product of their own belong to it.
        </Text>
      </Stack>
    )
  }
  const active = product.status === ProductStatus.active
  return (
    <Stack gap="sm" role="group" aria-label="Product actions">
      <Group gap="xs">
        {edit}
        <Button variant="default" loading={running} onClick={() => void run(active ? 'inactivate' : 'activate')}>
          {active ? 'Inactivate' : 'Activate'}
        </Button>
        <Button
          color="red"
          variant="light"
          disabled={running}
          onClick={() => {
            change.reset()
            setConfirmingDelete(true)
          }}
        >
          Delete product
        </Button>
      </Group>
      {confirmingDelete ? (
        <Alert color="red" variant="light" title={`Delete ${name}?`}>
          <Stack gap="xs">
            <Text size="sm">
              The product is removed for good. The service refuses while plans are linked to it: archive or move them first.
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={() => setConfirmingDelete(false)} disabled={running} data-autofocus>
                Cancel
              </Button>
              <Button color="red" loading={running} onClick={() => void run('delete')}>
                Delete
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {change.isError ? <ErrorAlert error={change.error} title="The product was not changed" /> : null}
    </Stack>
  )
}
