import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { Box, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core'
import { call } from '../../api/client'
import {
  NOTE_MAX_LENGTH,
  subscriptionNewAdminNote,
  subscriptionNewAdminNoteInput,
  userNewAdminNote,
} from '../../api/contract/extensions/history'
import type { AdminNote } from '../../api/contract/extensions/history'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Section } from '../../components/PageParts'
import { Timestamp } from '../../components/Timestamp'
import { useContractForm } from '../../lib/useContractForm'
import { preventingDefault, useSubmitOnce } from '../../lib/useSubmitOnce'
import { isMemberSession } from '../../session/session'
import { useSession } from '../../session/permissions'
import { timelineQueries, timelineSource, type TimelineScope } from './queries'

/** What the add box takes: the note, as the contract's write calls read it. */
const noteForm = subscriptionNewAdminNoteInput.pick({ note: true })

function author(note: AdminNote): string {
  return note.userName || [note.firstName, note.lastName].filter(Boolean).join(' ') || note.email || 'A member'
}

function AddNote({ scope }: { scope: TimelineScope }) {
  const queryClient = useQueryClient()
  const add = useMutation({
    mutationFn: (note: string) =>
      scope.kind === 'customer'
        ? call(userNewAdminNote, { userId: scope.userId, note })
        : call(subscriptionNewAdminNote, { subscriptionId: scope.subscriptionId, note }),
    // A subscription's note is also on its customer's timeline.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timelineQueries.notes(scope) }),
        scope.kind === 'subscription' && queryClient.invalidateQueries({ queryKey: timelineQueries.customer(scope.userId) }),
      ]),
  })
  const { handleSubmit, bind, reset } = useContractForm<{ note: string }, { note: string }>(noteForm, {
    defaultValues: { note: '' },
  })
  // The alert below shows a failure; the note typed stays.
  const [submit, sending] = useSubmitOnce(
    handleSubmit(async ({ note }) => {
      await add.mutateAsync(note)
      reset({ note: '' })
    }),
  )
  return (
    <Box component="form" onSubmit={preventingDefault(submit)} noValidate aria-label="Add a note">
      <Stack gap="xs">
        <Textarea
          label="New note"
          description="Seen by your team only"
          autosize
          minRows={2}
          maxRows={8}
          maxLength={NOTE_MAX_LENGTH}
          {...bind('note')}
        />
        {add.isError ? <ErrorAlert error={add.error} title="The note was not added" /> : null}
        <Group>
          <Button type="submit" size="xs" loading={sending}>
            Add note
          </Button>
        </Group>
      </Stack>
    </Box>
  )
}

/**
 * The notes the team left on a customer or a subscription, newest first, and a box to add one. The service takes a
 * note only from a signed-in member: with an API key the box says so instead.
 */
export function Notes({ scope }: { scope: TimelineScope }) {
  const session = useSession()
  const notes = useInfiniteQuery(timelineSource(scope, 'notes'))
  const items = (notes.data?.pages.flatMap((page) => page.items) ?? []) as AdminNote[]
  return (
    <Section title="Notes">
      {isMemberSession(session) ? (
        <AddNote scope={scope} />
      ) : (
        <Text size="sm" c="dimmed">
          Adding a note needs a member&apos;s sign-in: the service takes notes only from a member, not from an API key. Sign in
          with your e-mail to add one.
        </Text>
      )}
      {notes.isError ? (
        <ErrorAlert error={notes.error} title="The notes could not be read" onRetry={() => void notes.refetch()} />
      ) : notes.isPending ? (
        <Text size="sm" c="dimmed">
          Loading the notes…
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" aria-label="Notes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((note) => (
            <Paper key={note.id} withBorder p="xs" component="li">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.note}
              </Text>
              <Text size="xs" c="dimmed">
                {author(note)} · <Timestamp value={note.createTime} />
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      {notes.hasNextPage ? (
        <Group>
          <Button size="xs" variant="default" loading={notes.isFetchingNextPage} onClick={() => void notes.fetchNextPage()}>
            Show more notes
          </Button>
        </Group>
      ) : null}
    </Section>
  )
}
