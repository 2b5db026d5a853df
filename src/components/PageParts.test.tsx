import { Button } from '@mantine/core'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderComponent } from '../testing/render'
import { Section } from './PageParts'

describe("a record's page parts", () => {
  it('make a section a region named by its heading, with its count and its actions', () => {
    renderComponent(
      <Section title="Invoices" count={3} actions={<Button>Export</Button>}>
        <span>rows</span>
      </Section>,
    )
    const region = screen.getByRole('region', { name: 'Invoices (3)' })
    expect(within(region).getByRole('heading', { level: 2, name: 'Invoices (3)' })).toBeInTheDocument()
    expect(within(region).getByRole('button', { name: 'Export' })).toBeInTheDocument()
    expect(within(region).getByText('rows')).toBeInTheDocument()
  })
})
