import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { FormFooter } from '../../components/FormFooter'
import { useContractForm } from '../../lib/useContractForm'
import { preventingDefault, useSubmitOnce } from '../../lib/useSubmitOnce'
import {
  languageOptions,
  newCustomerFormDefaults,
  newCustomerFormSchema,
  type NewCustomerFormOutput,
  type NewCustomerFormValues,
} from './customerForms'
import { useCreateUser } from './queries'

/** The new customer's e-mail and details; created, the customer's page opens. */
export function NewCustomerForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate()
  const create = useCreateUser()
  const { handleSubmit, bind } = useContractForm<NewCustomerFormValues, NewCustomerFormOutput>(newCustomerFormSchema, {
    defaultValues: newCustomerFormDefaults,
  })
  // The alert below shows a refusal (an e-mail in use); the input stays.
  const [submit, sending] = useSubmitOnce(
    handleSubmit(async (input) => {
      const { user } = await create.mutateAsync(input)
      if (user?.id != null) await navigate({ to: '/users/$userId', params: { userId: user.id } })
      else onCancel()
    }),
  )
  return (
    <form noValidate onSubmit={preventingDefault(submit)} aria-label="New customer">
      <Stack gap="sm">
        <Text size="sm">
          The customer is created with this e-mail address. The service refuses an address a customer has already.
        </Text>
        <TextInput label="E-mail" type="email" withAsterisk autoComplete="off" data-autofocus {...bind('email')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First name" autoComplete="off" {...bind('firstName')} />
          <TextInput label="Last name" autoComplete="off" {...bind('lastName')} />
          <TextInput label="Phone" autoComplete="off" {...bind('phone')} />
          <NativeSelect label="Language" data={languageOptions('Not set')} {...bind('language')} />
        </SimpleGrid>
        <TextInput label="Address" autoComplete="off" {...bind('address')} />
        <TextInput
          label="External ID"
          description="Optional: the customer's id in your own systems"
          autoComplete="off"
          {...bind('externalUserId')}
        />
        <FormFooter
          write={create}
          failedTitle="The customer was not created"
          onCancel={onCancel}
          submitLabel="Create customer"
          sending={sending}
        />
      </Stack>
    </form>
  )
}
