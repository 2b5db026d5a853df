import {
  Alert,
  Anchor,
  Box,
  Button,
  Divider,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconArrowLeft, IconCircleCheck, IconExternalLink } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { CopyValue } from '../../components/CopyValue'
import { ErrorAlert } from '../../components/ErrorAlert'
import { fieldBinder, formResolver } from '../../lib/forms'
import { safeHttpUrl } from '../../lib/urls'
import { useCustomerPortalUrl } from './queries'
import { portalFormDefaults, portalFormSchema, type PortalFormOutput, type PortalFormValues } from './userForms'
import { CopyCurl } from '../../components/CopyCurl'
import { customerPortalUrl } from '../../api/contract/users'

/** Create a customer-portal address (4.6) for a user, by user id or by external user id with e-mail. */
export function CustomerPortalPage({ userId }: { userId?: number }) {
  const portal = useCustomerPortalUrl()
  const sending = useRef(false)
  const [result, setResult] = useState<{ url: string; input: PortalFormOutput } | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PortalFormValues, unknown, PortalFormOutput>({
    resolver: formResolver(portalFormSchema),
    defaultValues: portalFormDefaults(userId),
  })
  const bind = fieldBinder(register, errors)

  const submit = async (input: PortalFormOutput) => {
    if (sending.current) return
    sending.current = true
    setResult(null)
    try {
      const { url } = await portal.mutateAsync(input)
      setResult({ url: url ?? '', input })
    } catch {
      // The alert below shows the failure; the input stays.
    } finally {
      sending.current = false
    }
  }
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => void handleSubmit(submit)(event)

  const openable = result ? safeHttpUrl(result.url) : null
  const who = result
    ? result.input.userId !== undefined
      ? `user ${result.input.userId}`
      : `external user ${result.input.externalUserId} (${result.input.email})`
    : ''

  return (
    <Stack gap="md" maw={760}>
      {userId !== undefined ? (
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/users/$userId" params={{ userId: String(userId) }} />}>
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden /> User {userId}
          </Group>
        </Anchor>
      ) : (
        <Anchor component={Link} to="/users" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden /> Customers
          </Group>
        </Anchor>
      )}
      <Stack gap={4}>
        <Title order={1}>Customer portal link</Title>
        <Text size="sm" c="dimmed">
          Creates an address where a customer manages their subscriptions. Identify the customer by user ID, or by external user
          ID together with e-mail.
        </Text>
      </Stack>

      <Box component="form" onSubmit={onSubmit} noValidate aria-label="Customer portal link">
        <Stack gap="md">
          <Paper withBorder p="md">
            <Fieldset legend="Customer" variant="unstyled">
              <Stack gap="sm">
                <TextInput label="User ID" inputMode="numeric" autoComplete="off" maw={280} {...bind('userId')} />
                <Divider label="or" labelPosition="left" />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label="External user ID"
                    description="Your own id for the customer"
                    autoComplete="off"
                    {...bind('externalUserId')}
                  />
                  <TextInput
                    label="E-mail"
                    description="Required with the external user ID"
                    type="email"
                    autoComplete="off"
                    {...bind('email')}
                  />
                </SimpleGrid>
              </Stack>
            </Fieldset>
          </Paper>
          <Paper withBorder p="md">
            <Fieldset legend="Options" variant="unstyled">
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label="Return URL"
                    description="Where the customer goes back to; http(s)"
                    placeholder="https://"
                    {...bind('returnUrl')}
                  />
                  <TextInput
                    label="Cancel URL"
                    description="Where the customer goes on cancel; http(s)"
                    placeholder="https://"
                    {...bind('cancelUrl')}
                  />
                  <TextInput
                    label="Plan ID"
                    description="A plan the customer may switch to"
                    inputMode="numeric"
                    autoComplete="off"
                    {...bind('planId')}
                  />
                  <TextInput
                    label="Product ID"
                    description="Default product when empty"
                    inputMode="numeric"
                    autoComplete="off"
                    {...bind('productId')}
                  />
                  <TextInput
                    label="VAT country code"
                    description="Two letters, for example DE"
                    maxLength={2}
                    autoComplete="off"
                    {...bind('vatCountryCode')}
                  />
                </SimpleGrid>
              </Stack>
            </Fieldset>
          </Paper>

          {portal.isError ? <ErrorAlert error={portal.error} title="No portal link was created" /> : null}
          <Group>
            <Button type="submit" loading={portal.isPending}>
              Create portal link
            </Button>
          </Group>
        </Stack>
      </Box>

      <div role="status" aria-live="polite">
        {result ? (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck size={18} aria-hidden />}
            title="Customer-portal link created"
          >
            <Stack gap="xs">
              <Text size="sm">Portal address for {who}:</Text>
              <Text size="sm" component="div">
                <CopyValue value={result.url} label="portal link" />
              </Text>
              <Group>
                <CopyCurl endpoint={customerPortalUrl} input={result.input} />
              </Group>
              {openable ? (
                <Group>
                  <Button
                    component="a"
                    href={openable}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="default"
                    size="xs"
                    leftSection={<IconExternalLink size={14} aria-hidden />}
                  >
                    Open portal
                  </Button>
                </Group>
              ) : (
                <Text size="sm">This address is not an http(s) address, so it is not opened from here.</Text>
              )}
            </Stack>
          </Alert>
        ) : null}
      </div>
    </Stack>
  )
}
