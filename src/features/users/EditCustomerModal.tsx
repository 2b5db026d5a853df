import { NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { DialogFrame } from '../../components/DialogFrame'
import { FormFooter } from '../../components/FormFooter'
import { useContractForm } from '../../lib/useContractForm'
import { preventingDefault, useSubmitOnce } from '../../lib/useSubmitOnce'
import {
  customerUpdateOf,
  editCustomerFormDefaults,
  editCustomerFormSchema,
  languageOptions,
  type EditCustomerFormOutput,
  type EditCustomerFormValues,
} from './customerForms'
import type { SafeUser } from './format'
import { useUpdateUser } from './queries'

/** Change a customer's details (§3.5): the form opens on their values; a field emptied is cleared. */
export function EditCustomerModal({
  opened,
  onClose,
  user,
  userId,
  userName,
  onSaved,
}: {
  opened: boolean
  onClose: () => void
  user: SafeUser
  userId: number
  userName: string
  onSaved: () => void
}) {
  return (
    <DialogFrame opened={opened} onClose={onClose} title={`Edit ${userName}`}>
      <EditCustomerForm user={user} userId={userId} onCancel={onClose} onSaved={onSaved} />
    </DialogFrame>
  )
}

function EditCustomerForm({
  user,
  userId,
  onCancel,
  onSaved,
}: {
  user: SafeUser
  userId: number
  onCancel: () => void
  onSaved: () => void
}) {
  const update = useUpdateUser(userId)
  const { handleSubmit, bind, getValues } = useContractForm<EditCustomerFormValues, EditCustomerFormOutput>(
    editCustomerFormSchema,
    { defaultValues: editCustomerFormDefaults(user) },
  )
  // The alert below shows a refusal (a VAT number of another country, an external id in use); the input stays.
  const [submit, sending] = useSubmitOnce(
    handleSubmit(async (output) => {
      await update.mutateAsync(customerUpdateOf(user, getValues(), output))
      onSaved()
    }),
  )
  return (
    <form noValidate onSubmit={preventingDefault(submit)} aria-label="Edit customer">
      <Stack gap="sm">
        <Text size="sm">
          Customer {userId}
          {user.email ? `, ${user.email}` : ''}. The e-mail address is how the customer signs in and is not changed here.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First name" autoComplete="off" data-autofocus {...bind('firstName')} />
          <TextInput label="Last name" autoComplete="off" {...bind('lastName')} />
          <TextInput label="Company" autoComplete="off" {...bind('companyName')} />
          <TextInput label="Phone" autoComplete="off" {...bind('phone')} />
        </SimpleGrid>
        <TextInput label="Address" autoComplete="off" {...bind('address')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label="City" autoComplete="off" {...bind('city')} />
          <TextInput label="Postcode" autoComplete="off" {...bind('zipCode')} />
          <TextInput label="Country" description="Two letters, for example DE" autoComplete="off" {...bind('countryCode')} />
        </SimpleGrid>
        <TextInput
          label="VAT number"
          description="Checked as the VAT page checks it; it must be of the customer's country. Changing the country recomputes the tax of their subscriptions."
          autoComplete="off"
          {...bind('vATNumber')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect label="Language" data={languageOptions('Unchanged')} {...bind('language')} />
          <TextInput
            label="External ID"
            description="The customer's id in your own systems"
            autoComplete="off"
            {...bind('externalUserId')}
          />
        </SimpleGrid>
        <Textarea
          label="Metadata to add or change"
          description='A JSON object, for example {"segment": "enterprise"}: its keys are merged into the stored metadata, the others stay.'
          autosize
          minRows={2}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...bind('metadata')}
        />
        <FormFooter
          write={update}
          failedTitle="The customer was not changed"
          onCancel={onCancel}
          submitLabel="Save changes"
          sending={sending}
        />
      </Stack>
    </form>
  )
}
