import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderComponent } from '../testing/render'
import { DrawnAfterPaint } from './DrawnAfterPaint'

describe('DrawnAfterPaint', () => {
  it('holds a busy place for its part until the page around it is painted, then draws the part', async () => {
    const { container } = renderComponent(
      <section aria-label="Around">
        <p>The record</p>
        <DrawnAfterPaint>
          <label>
            Heavy field <input />
          </label>
        </DrawnAfterPaint>
      </section>,
    )
    expect(screen.getByText('The record')).toBeInTheDocument()
    expect(screen.queryByLabelText('Heavy field')).toBeNull()
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
    expect(await screen.findByLabelText('Heavy field')).toBeInTheDocument()
    expect(container.querySelector('[aria-busy="true"]')).toBeNull()
  })
})
