// Writes a gzipped copy (`<file>.gz`, level 9) beside each text file of the build, for nginx's `gzip_static`
// (deploy/nginx/dashboard.conf): it serves the copy as it is, where compressing on the fly (at nginx's level 1)
// sends about a fifth more bytes and works on every request. config.json is left out: the deployment writes it
// on every start (deploy/configure.mjs), and a copy would then be stale.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The files compressed: text that the browser asks for, the size nginx compresses from (`gzip_min_length`) up. */
export const precompressed = /\.(?:js|css|html|svg)$/
export const minimumBytes = 256
/** Files written at deployment, never compressed ahead. */
export const writtenAtDeployment = ['config.json']

/**
 * Writes `<file>.gz` beside each file of `dir` (its folders' too, but for hidden ones) that is worth it: the paths of
 * the files compressed.
 */
export function precompress(dir) {
  const written = []
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (precompressed.test(entry.name) && !writtenAtDeployment.includes(relative(dir, path))) {
        const content = readFileSync(path)
        if (content.length < minimumBytes) continue
        const gzipped = gzipSync(content, { level: 9 })
        if (gzipped.length >= content.length) continue
        writeFileSync(`${path}.gz`, gzipped)
        written.push(relative(dir, path))
      }
    }
  }
  walk(dir)
  return written.sort()
}

/**
 * The build's plugin: compresses the written build, once every other plugin has written its files (boot.js's
 * tables).
 */
export function precompressBuild() {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompress(outDir)
      },
    },
  }
}
