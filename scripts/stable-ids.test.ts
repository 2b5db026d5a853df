import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement, Fragment } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { mantineUseId, stableMantineIds, stableUseId } from './stable-ids.mjs'

const root = join(import.meta.dirname, '..')
const original = join(root, 'node_modules/@mantine/hooks/esm/use-id/use-id.mjs')

type Load = (this: unknown, id: string) => string | null

describe('stable-mantine-ids', () => {
  it("replaces the library's useId, which still sets a random id in a layout effect", () => {
    expect(original).toMatch(mantineUseId)
    const published = readFileSync(original, 'utf8')
    // Once the library stops re-rendering for its id, this plugin can go.
    expect(published).toMatch(/useIsomorphicEffect\(\(\) => \{[\s\S]*setUuid\(randomId\(\)\)/)
    expect(published).toMatch(/export \{ [\w$]+ as useId \}/)
    const load = stableMantineIds().load as Load
    expect(load.call({}, original)).toBe(stableUseId)
    expect(load.call({}, `${original}?v=1`)).toBe(stableUseId)
    expect(load.call({}, join(root, 'node_modules/@mantine/hooks/esm/use-idle/use-idle.mjs'))).toBeNull()
  })

  it('gives the id asked for, or one made from React’s, with no state and no effect', async () => {
    expect(stableUseId).not.toMatch(/useState|Effect|random/)
    // Loaded from inside the project, so that its import of React resolves as in the build.
    const folder = join(root, 'node_modules/.cache/stable-ids-test')
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'use-id.mjs'), stableUseId)
    const { useId } = (await import(/* @vite-ignore */ join(folder, 'use-id.mjs'))) as {
      useId: (staticId?: string) => string
    }
    const Ids = () => createElement(Fragment, null, `${useId('given')} ${useId()}`)
    expect(renderToString(createElement(Ids))).toMatch(/^given mantine-[\w«»]+$/)
  })

  it('stops the build when the library no longer has the hook where it was', () => {
    const plugin = stableMantineIds()
    const errors: string[] = []
    ;(plugin.buildEnd as (this: { error: (message: string) => void }) => void).call({
      error: (message) => errors.push(message),
    })
    expect(errors).toEqual([expect.stringContaining('use-id.mjs was not loaded')])
  })
})
