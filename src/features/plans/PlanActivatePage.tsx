import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { Box, Button, Fieldset, Group, Paper, Stack, Text, TextInput } from '@mantine/core'
import { IconPlayerPlay } from '@tabler/icons-react'
import { planActivate } from '../../api/contract/plans'
import { CopyCallCurl } from '../../components/CopyCallCurl'
import { ErrorAlert } from '../../components/ErrorAlert'
import { BackLink, Notice, PageTitle } from '../../components/PageParts'
import { wholeNumberInput } from '../../lib/fields'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import {
  activateFormDefaults,
  activateFormSchema,
  activationPreview,
  describePlan,
  type ActivateFormOutput,
  type ActivateFormValues,
} from './activateForm'
import type { ActivateSearch } from './activateSearch'
import { useActivatePlan } from './queries'
import { useContractForm } from '../../lib/useContractForm'

/** Activate a plan by its plan ID or by its external plan ID: exactly one of them. */
export function PlanActivatePage({ search, withBackLink = true }: { search: ActivateSearch; withBackLink?: boolean }) {
  const activate = useActivatePlan()
  const [activated, setActivated] = useState<string | null>(null)
  const { control, handleSubmit, bind } = useContractForm<ActivateFormValues, ActivateFormOutput>(activateFormSchema, {
    defaultValues: activateFormDefaults(search),
  })
  const values = useWatch({ control })

  const [submit] = useSubmitOnce(async (input: ActivateFormOutput) => {
    setActivated(null)
    await activate.mutateAsync(input)
    setActivated(describePlan(input))
  })
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => void handleSubmit(submit)(event)

  return (
    <Stack gap="md" maw={760}>
      {withBackLink ? <BackLink to="/plans">Plans</BackLink> : null}
      <PageTitle title="Activate a plan">
        An active plan can be subscribed to. Identify the plan by its plan ID, or by its external plan ID (the ID your own system
        gave it): exactly one of the two, never both.
      </PageTitle>
      <Paper withBorder p="md">
        <Box component="form" onSubmit={onSubmit} noValidate aria-label="Activate a plan">
          <Stack gap="md">
            <Fieldset legend="Which plan: fill in exactly one" variant="unstyled">
              <Group align="flex-start" gap="md" wrap="wrap">
                <TextInput
                  label="Plan ID"
                  description="The service’s numeric ID, for example 3"
                  w={240}
                  {...wholeNumberInput}
                  {...bind('planId')}
                />
                <Text fw={600} mt={50} aria-hidden>
                  or
                </Text>
                <TextInput
                  label="External plan ID"
                  description="For example plan_basic_monthly"
                  w={280}
                  autoComplete="off"
                  {...bind('externalPlanId')}
                />
              </Group>
            </Fieldset>
            <Text size="sm" aria-live="polite">
              {activationPreview(values)}
            </Text>
            <Group>
              <Button type="submit" loading={activate.isPending} leftSection={<IconPlayerPlay size={16} aria-hidden />}>
                Activate plan
              </Button>
            </Group>
          </Stack>
        </Box>
      </Paper>
      {activate.isError ? <ErrorAlert error={activate.error} title="The plan was not activated" /> : null}
      {activated ? (
        <Notice title="Plan activated">
          <Text size="sm">{activated} is now active.</Text>
          <Group mt="xs">
            <CopyCallCurl endpoint={planActivate} input={activate.variables} />
          </Group>
        </Notice>
      ) : null}
    </Stack>
  )
}
