import { Box, Button, Divider, Fieldset, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { ErrorAlert } from '../../components/ErrorAlert'
import { wholeNumberInput } from '../../lib/fields'
import { preventingDefault, useSubmitOnce } from '../../lib/useSubmitOnce'
import type { PortalLink } from './PortalLinkResult'
import { useCustomerPortalUrl } from './queries'
import { useContractForm } from '../../lib/useContractForm'
import { portalFormDefaults, portalFormSchema, type PortalFormOutput, type PortalFormValues } from './userForms'

/** The customer-portal request (4.6): who the customer is, and the portal's options. */
export function PortalLinkForm({ userId, onCreated }: { userId?: number; onCreated: (link: PortalLink | null) => void }) {
  const portal = useCustomerPortalUrl()
  const { handleSubmit, bind } = useContractForm<PortalFormValues, PortalFormOutput>(portalFormSchema, {
    defaultValues: portalFormDefaults(userId),
  })
  // The alert below shows a failure; the input stays.
  const [submit, sending] = useSubmitOnce(
    handleSubmit(async (input) => {
      onCreated(null)
      const { url } = await portal.mutateAsync(input)
      onCreated({ url: url ?? '', input })
    }),
  )

  return (
    <Box component="form" onSubmit={preventingDefault(submit)} noValidate aria-label="Customer portal link">
      <Stack gap="md">
        <Paper withBorder p="md">
          <Fieldset legend="Customer" variant="unstyled">
            <Stack gap="sm">
              <TextInput label="User ID" maw={280} {...wholeNumberInput} {...bind('userId')} />
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
                {...wholeNumberInput}
                {...bind('planId')}
              />
              <TextInput
                label="Product ID"
                description="Default product when empty"
                {...wholeNumberInput}
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
          </Fieldset>
        </Paper>

        {portal.isError ? <ErrorAlert error={portal.error} title="No portal link was created" /> : null}
        <Group>
          <Button type="submit" loading={sending}>
            Create portal link
          </Button>
        </Group>
      </Stack>
    </Box>
  )
}
