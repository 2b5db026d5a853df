import { useState } from 'react'
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core'
import { PlanPublishStatus, PlanStatus } from '../../api/contract/codes'
import type { Plan } from '../../api/contract/plans'
import { ErrorAlert } from '../../components/ErrorAlert'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { planTitle } from './format'
import { usePlanChange, type PlanChange } from './mutations'

/** What each archive does, as the service documents it (§3.12). */
const archiveEffects = {
  soft: 'The plan is archived: it is no longer offered for new subscriptions or in plan choices. Its subscriptions are not cancelled and keep renewing.',
  hard: 'The plan is archived for good: besides, automatic charging is turned off, so its subscriptions are no longer charged automatically at renewal.',
} as const

/**
 * A plan's state changes (§3.12), in its details: publish or unpublish an active plan (the customer portal and checkout
 * offer it or not), archive it softly or for good after saying what each does to renewals, delete a plan still being
 * edited. Archived plans take none of these.
 */
export function PlanActions({ plan, onDone }: { plan: Plan; onDone: (message: string) => void }) {
  const planId = plan.id ?? 0
  const change = usePlanChange(planId)
  const [asking, setAsking] = useState<'archive' | 'delete' | null>(null)
  const [hard, setHard] = useState<'soft' | 'hard'>('soft')
  const name = planTitle(plan)
  const [run, running] = useSubmitOnce(async (next: PlanChange) => {
    await change.mutateAsync(next)
    onDone(
      next === 'publish'
        ? `${name} is published.`
        : next === 'unpublish'
          ? `${name} is unpublished.`
          : next === 'delete'
            ? `${name} was deleted.`
            : `${name} is archived${next === 'archiveHard' ? ' for good' : ''}.`,
    )
  })
  const status = plan.status
  if (status === PlanStatus.softArchived || status === PlanStatus.hardArchived) return null
  const active = status === PlanStatus.active
  const published = plan.publishStatus === PlanPublishStatus.published
  const ask = (what: 'archive' | 'delete') => {
    change.reset()
    setAsking(what)
  }
  return (
    <Stack gap="sm" role="group" aria-label="Plan actions">
      <Group gap="xs">
        {active ? (
          <Button variant="default" loading={running && !asking} onClick={() => void run(published ? 'unpublish' : 'publish')}>
            {published ? 'Unpublish' : 'Publish'}
          </Button>
        ) : null}
        <Button color="red" variant="light" disabled={running} onClick={() => ask('archive')}>
          Archive plan
        </Button>
        {status === PlanStatus.editing ? (
          <Button color="red" variant="light" disabled={running} onClick={() => ask('delete')}>
            Delete plan
          </Button>
        ) : null}
      </Group>
      {active ? (
        <Text size="xs" c="dimmed">
          {published
            ? 'Published: the customer portal and checkout offer it.'
            : 'Not published: the customer portal and checkout do not offer it.'}
        </Text>
      ) : null}
      {asking === 'archive' ? (
        <Alert color="red" variant="light" title={`Archive ${name}?`}>
          <Stack gap="xs">
            <Radio.Group label="How" value={hard} onChange={(value) => setHard(value === 'hard' ? 'hard' : 'soft')}>
              <Stack gap={6} mt="xs">
                <Radio value="soft" label="Archive" description={archiveEffects.soft} />
                <Radio value="hard" label="Archive for good" description={archiveEffects.hard} />
              </Stack>
            </Radio.Group>
            <Group gap="xs">
              <Button variant="default" onClick={() => setAsking(null)} disabled={running}>
                Cancel
              </Button>
              <Button color="red" loading={running} onClick={() => void run(hard === 'hard' ? 'archiveHard' : 'archive')}>
                {hard === 'hard' ? 'Archive for good' : 'Archive'}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {asking === 'delete' ? (
        <Alert color="red" variant="light" title={`Delete ${name}?`}>
          <Stack gap="xs">
            <Text size="sm">The plan was never activated: it is removed. An active plan is archived instead.</Text>
            <Group gap="xs">
              <Button variant="default" onClick={() => setAsking(null)} disabled={running}>
                Cancel
              </Button>
              <Button color="red" loading={running} onClick={() => void run('delete')}>
                Delete
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {change.isError ? <ErrorAlert error={change.error} title="The plan was not changed" /> : null}
    </Stack>
  )
}
