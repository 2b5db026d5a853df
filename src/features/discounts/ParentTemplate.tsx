import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Anchor, Stack, Text } from '@mantine/core'
import { isUnsupported } from '../../api/errors'
import { CopyValue } from '../../components/CopyValue'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Field } from '../../components/Field'
import { DiscountLookup } from './DiscountLookups'
import { discountQueries } from './queries'

/**
 * The template a child code belongs to. The service names it by its code only: the template is found by
 * that code with the template list, and linked. A service without the list gets the lookup by id.
 */
export function ParentTemplate({ code, codePrefix }: { code: string; codePrefix: string | undefined }) {
  const query = useQuery({ ...discountQueries.templateByCode(code, codePrefix), enabled: code !== '' })
  if (!code) {
    return (
      <Text size="sm" c="dimmed">
        The service names no parent template for this code.
      </Text>
    )
  }
  const template = query.data
  return (
    <Stack gap="xs">
      <Field label="Parent template code">
        <CopyValue value={code} label="parent template code" />
      </Field>
      {template?.id != null ? (
        <Anchor
          renderRoot={(props) => <Link {...props} to="/discounts/templates/$templateId" params={{ templateId: template.id! }} />}
          size="sm"
        >
          Open template {code} (ID {template.id})
        </Anchor>
      ) : query.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          Finding the template…
        </Text>
      ) : isUnsupported(query.error) || template === null ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {template === null
              ? `The service lists no template with the code ${code}. If you know the template’s ID, open it here.`
              : 'This service has no list of templates to find it by its code. If you know the template’s ID, open it here.'}
          </Text>
          <DiscountLookup kind="template" />
        </Stack>
      ) : (
        <ErrorAlert
          error={query.error}
          title="The template could not be found"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
    </Stack>
  )
}
