import { Badge, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { Address, Product } from '../../api/contract/products'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { JsonView } from '../../components/JsonView'
import { SafeLink } from '../../components/SafeLink'
import { Timestamp } from '../../components/Timestamp'
import { Field } from '../../components/Field'

function AddressText({ address }: { address: Address | null | undefined }) {
  if (!address)
    return (
      <Text c="dimmed" size="sm">
        not set
      </Text>
    )
  const lines = [
    address.address,
    [address.city, address.state, address.zipCode].filter(Boolean).join(', '),
    address.countryCode,
  ].filter(Boolean)
  return (
    <Text size="sm" component="div">
      {lines.length ? (
        lines.map((line, index) => <div key={index}>{line}</div>)
      ) : (
        <Text c="dimmed" span>
          empty
        </Text>
      )}
      {address.verified ? (
        <Badge size="xs" color="teal" variant="light">
          verified
        </Badge>
      ) : null}
    </Text>
  )
}

/** Every field of a product (2.3). */
export function ProductDetails({ product }: { product: Product }) {
  const vat = product.usVATConfig
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Field label="Product ID">{product.id != null ? <CopyValue value={product.id} label="product ID" /> : 'not set'}</Field>
        <Field label="Merchant ID">{product.merchantId ?? 'not set'}</Field>
        <Field label="Status">
          <CodeBadge kind="productStatus" value={product.status} />
        </Field>
        <Field label="Deleted">{product.isDeleted ? 'Yes' : 'No'}</Field>
        <Field label="Created">
          <Timestamp value={product.createTime} />
        </Field>
        <Field label="Home page">
          <SafeLink href={product.homeUrl} />
        </Field>
        <Field label="Image">
          <SafeLink href={product.imageUrl} />
        </Field>
      </SimpleGrid>
      <Field label="Description">
        {product.description || (
          <Text span c="dimmed">
            none
          </Text>
        )}
      </Field>
      <Field label="Metadata">
        <JsonView value={product.metaData} label="Product metadata" />
      </Field>
      <Divider />
      <Title order={3} size="h5">
        US VAT
      </Title>
      {vat ? (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Field label="Active">{vat.active ? 'Yes' : 'No'}</Field>
            <Field label="Sells in the US only">{vat.sellOnUSOnly ? 'Yes' : 'No'}</Field>
            <Field label="Tax code">
              {vat.taxCode || (
                <Text span c="dimmed">
                  not set
                </Text>
              )}
            </Field>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Field label="Ships from">
              <AddressText address={vat.fromAddress} />
            </Field>
            <Field label="Ships to">
              <AddressText address={vat.toAddress} />
            </Field>
          </SimpleGrid>
          <Field label={`Nexus addresses (${vat.nexusAddresses?.length ?? 0})`}>
            <Stack gap="xs">
              {(vat.nexusAddresses ?? []).map((address, index) => (
                <AddressText key={index} address={address} />
              ))}
            </Stack>
          </Field>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Not configured.
        </Text>
      )}
    </Stack>
  )
}
