import type { ReactNode } from 'react'
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { IconBug, IconFileUnknown } from '@tabler/icons-react'
import { invalidParamOf } from '../lib/routeParams'

/**
 * Shown when a page throws while rendering, or its code could not load (its files did not arrive):
 * the rest of the app keeps working, and "Try again" draws the page again after loading its route again.
 */
export function RouteErrorPanel({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const message = error instanceof Error ? error.message : String(error)
  const retry = () => {
    reset()
    void router.invalidate()
  }
  return (
    <Container size="sm" py="xl">
      <Alert
        color="red"
        variant="light"
        icon={<IconBug size={18} aria-hidden />}
        title="This page ran into a problem"
        role="alert"
      >
        <Stack gap="sm">
          <Text size="sm">Something went wrong while showing this page. Nothing was sent or changed.</Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {message}
          </Text>
          <Group>
            <Button size="xs" onClick={retry}>
              Try again
            </Button>
            <Button size="xs" variant="default" component={Link} to="/">
              Go to the start page
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Container>
  )
}

export function NotFoundPage() {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Page not found</Title>
        <Text>There is no page at this address.</Text>
        <Group>
          <Button component={Link} to="/">
            Go to the start page
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}

/**
 * The error component of a detail route whose id the contract refuses (see `idParam`): what is wrong
 * with the address, and a form to open another record. Any other error gets the usual panel.
 */
export function InvalidIdPage({
  noun,
  back,
  lookup,
  ...props
}: ErrorComponentProps & { noun: string; back: ReactNode; lookup: ReactNode }) {
  const invalid = invalidParamOf(props.error)
  if (!invalid) return <RouteErrorPanel {...props} />
  return (
    <Stack gap="md" maw={720}>
      {back}
      <Title order={1}>Invalid {noun} ID</Title>
      <Alert
        color="orange"
        variant="light"
        icon={<IconFileUnknown size={18} aria-hidden />}
        title={`This address does not name a ${noun}`}
      >
        <Text size="sm">
          {invalid.raw.trim() ? `“${invalid.raw}”: ` : ''}
          {invalid.message}.
        </Text>
      </Alert>
      {lookup}
    </Stack>
  )
}
