import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { precompress, precompressBuild } from './precompress.mjs'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('precompressing the build for nginx', () => {
  it('writes a level-9 copy beside each text file worth it, and none of config.json, small files or others', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'))
    mkdirSync(join(dir, 'assets'))
    mkdirSync(join(dir, '.vite'))
    const text = (name: string) => `/* ${name} */\n${'const value = 1;\n'.repeat(200)}`
    for (const name of [
      'index.html',
      'boot.js',
      'assets/app-1.js',
      'assets/style-1.css',
      'assets/logo.svg',
      'config.json',
      '.vite/manifest.json',
    ]) {
      writeFileSync(join(dir, name), text(name))
    }
    writeFileSync(join(dir, 'assets/tiny.js'), 'export {}\n')
    writeFileSync(join(dir, 'favicon.png'), Buffer.alloc(4096, 7))

    expect(precompress(dir)).toEqual(['assets/app-1.js', 'assets/logo.svg', 'assets/style-1.css', 'boot.js', 'index.html'])
    for (const name of ['index.html', 'boot.js', 'assets/app-1.js']) {
      const gzipped = readFileSync(join(dir, `${name}.gz`))
      expect(gunzipSync(gzipped).toString()).toBe(text(name))
      // Level 9: the gzip header's extra flags byte says "maximum compression".
      expect(gzipped[8]).toBe(2)
    }
    for (const name of ['config.json', '.vite/manifest.json', 'assets/tiny.js', 'favicon.png']) {
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false)
    }
  })

  it('compresses the folder the build wrote, whether its outDir is relative to the root or absolute', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'))
    const script = `/* app */\n${'const value = 1;\n'.repeat(200)}`
    for (const [root, outDir, written] of [
      [dir, 'dist', join(dir, 'dist')],
      ['/elsewhere', join(dir, 'absolute'), join(dir, 'absolute')],
    ]) {
      mkdirSync(written)
      writeFileSync(join(written, 'boot.js'), script)
      const plugin = precompressBuild()
      plugin.configResolved({ root, build: { outDir } })
      plugin.writeBundle.handler()
      expect(existsSync(join(written, 'boot.js.gz')), outDir).toBe(true)
    }
  })
})
