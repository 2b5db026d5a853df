import { useId, type ReactNode } from 'react'
import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { screen } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cssRules } from '../testing/cssRules'
import { expectDrawnAs } from '../testing/looks'
import { expectDrawnLike, renderComponent } from '../testing/render'
import { Field } from './Field'
import { FieldGrid, Section } from './PageParts'

/** The library's section as PageParts' Section drew it with the library's components. */
function LibrarySection({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Title order={2} size="h4" id={id}>
              {title}
            </Title>
          </Group>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  )
}

describe("a record's page parts", () => {
  it('draws a section as the library draws a bordered paper, its heading and actions in groups, over a stack', () => {
    renderComponent(
      <>
        <LibrarySection title="Library" actions={<Button>Act</Button>}>
          <span>a</span>
        </LibrarySection>
        <Section title="Ours" actions={<Button>Act</Button>}>
          <span>a</span>
        </Section>
      </>,
    )
    const [theirs, ours] = screen.getAllByRole('region')
    expect(ours).toHaveAccessibleName('Ours')
    const sheets = [cssRules('src/components/PlainLayout.module.css')]
    // The heading's id is the one difference: each names its own section.
    expectDrawnAs(ours!, theirs!, sheets)
  })

  it('draws a field as the library draws a box of a small dimmed label in capitals and a box of small text', () => {
    expectDrawnLike(
      <Box>
        <Text size="xs" c="dimmed" fw={500} tt="uppercase" style={{ letterSpacing: 0.3 }}>
          Label
        </Text>
        <Box fz="sm">value</Box>
      </Box>,
      <Field label="Label">value</Field>,
      [cssRules('src/components/Field.module.css')],
    )
  })

  it("draws the fields' grid with the library's grid class and the columns, by screen width, that the library writes", () => {
    const { container } = renderComponent(
      <>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="library">
          <span>a</span>
        </SimpleGrid>
        <div data-testid="ours">
          <FieldGrid>
            <span>a</span>
          </FieldGrid>
        </div>
      </>,
    )
    const library = screen.getByTestId('library')
    const ours = screen.getByTestId('ours').firstElementChild!
    expect([...ours.classList].filter((name) => !name.startsWith('_'))).toEqual(
      [...library.classList].filter((name) => !name.startsWith('__m__')),
    )
    // The library's rules for this grid, in the style element it puts beside it, and ours, each read as
    // { media query (or "" for every width) → declarations }.
    const byMedia = (css: string) => {
      const blocks: Record<string, string[]> = {}
      const add = (media: string, body: string) =>
        (blocks[media] = [
          ...(blocks[media] ?? []),
          ...body
            .split(';')
            .map((declaration) => declaration.replace(/\s+/g, ''))
            .filter(Boolean),
        ])
      const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
      for (const [, query, body] of text.matchAll(/@media\s*([^{]+)\{\s*[^{]+\{([^}]*)\}\s*\}/g))
        add(query!.replace(/\s+/g, ''), body!)
      for (const [, body] of text.replace(/@media[^{]+\{\s*[^{]+\{[^}]*\}\s*\}/g, '').matchAll(/[^{}]+\{([^}]*)\}/g))
        add('', body!)
      return blocks
    }
    const style = [...container.querySelectorAll('style')].find((element) => element.textContent!.includes('--sg-cols'))
    const theirs = byMedia(style!.textContent!)
    expect(Object.keys(theirs).sort()).toEqual(['', '(min-width:48em)', '(min-width:75em)'])
    expect(byMedia(readFileSync('src/components/PageParts.module.css', 'utf8'))).toEqual(theirs)
  })

  it('puts no style element in the page for a grid of fields, where the library puts one for each', () => {
    const styles = (container: HTMLElement) => container.ownerDocument.querySelectorAll('style').length
    const { container, unmount } = renderComponent(<span />)
    const before = styles(container)
    unmount()
    const ours = renderComponent(
      <>
        <FieldGrid>
          <Field label="A">a</Field>
        </FieldGrid>
        <FieldGrid>
          <Field label="B">b</Field>
        </FieldGrid>
      </>,
    )
    expect(styles(ours.container)).toBe(before)
    ours.unmount()
    const library = renderComponent(
      <>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" />
      </>,
    )
    expect(styles(library.container)).toBe(before + 2)
  })
})
