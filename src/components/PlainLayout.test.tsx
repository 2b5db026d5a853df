import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import { screen } from '@testing-library/react'
import { describe, it } from 'vitest'
import { cssRules } from '../testing/cssRules'
import { expectDrawnAs } from '../testing/looks'
import { expectDrawnLike, renderComponent } from '../testing/render'
import { DimmedText, PlainGroup, PlainPaper, PlainStack, PlainTitle } from './PlainLayout'

const sheets = [cssRules('src/components/PlainLayout.module.css')]
const drawnAlike = () => expectDrawnAs(screen.getByTestId('ours'), screen.getByTestId('library'), sheets, { testid: 'ours' })

describe('the plain layout', () => {
  it.each([
    ['md', 'md'],
    ['sm', 'sm'],
    ['tight', 2],
  ] as const)('draws a stack %s apart as the library draws one', (gap, theirs) => {
    renderComponent(
      <>
        <Stack gap={theirs} data-testid="library">
          <span>a</span>
        </Stack>
        <PlainStack gap={gap} data-testid="ours">
          <span>a</span>
        </PlainStack>
      </>,
    )
    drawnAlike()
  })

  it.each([
    { gap: 'md', align: 'center', spread: false },
    { gap: 'sm', align: 'flex-start', spread: false },
    { gap: 'md', align: 'flex-end', spread: true },
  ] as const)('draws a group as the library draws one ($gap apart, $align, spread: $spread)', ({ gap, align, spread }) => {
    renderComponent(
      <>
        <Group gap={gap} align={align} justify={spread ? 'space-between' : undefined} wrap="wrap" data-testid="library">
          <span>a</span>
        </Group>
        <PlainGroup gap={gap} align={align} spread={spread} data-testid="ours">
          <span>a</span>
        </PlainGroup>
      </>,
    )
    drawnAlike()
  })

  it('draws a panel as the library draws a bordered paper with small padding', () => {
    expectDrawnLike(
      <Paper withBorder p="sm">
        a
      </Paper>,
      <PlainPaper padding="sm">a</PlainPaper>,
      sheets,
    )
  })

  it.each([1, 2] as const)('draws a title of order %i as the library draws one', (order) => {
    renderComponent(
      <>
        <Title order={order}>Library</Title>
        <PlainTitle order={order}>Ours</PlainTitle>
      </>,
    )
    expectDrawnAs(screen.getByRole('heading', { name: 'Ours' }), screen.getByRole('heading', { name: 'Library' }), sheets)
  })

  it('draws dimmed text as the library draws small dimmed text', () => {
    renderComponent(
      <>
        <Text c="dimmed" size="sm" data-testid="library" aria-live="polite">
          a
        </Text>
        <DimmedText data-testid="ours" aria-live="polite">
          a
        </DimmedText>
      </>,
    )
    drawnAlike()
  })
})
