// The baseline of `npm run perf`: the least a page of this stack (React, Mantine, TanStack Router and Query)
// can do, a card with an input, and a button whose click changes a line of text. The dashboard's figures are
// read as ratios to it, measured in the same run on the same machine.
import { useState } from 'react'
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { startStack } from './startStack'

function Card() {
  const [turns, setTurns] = useState(0)
  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" maw={440} mx="auto" mt="12vh">
      <Stack gap="lg">
        <Title order={1} size="h3">
          Sign in
        </Title>
        <TextInput label="API key" />
        <Text size="sm" data-turn>
          Page {turns + 1}
        </Text>
        <Button onClick={() => setTurns((turn) => turn + 1)}>Next page</Button>
      </Stack>
    </Paper>
  )
}

startStack(Card)
