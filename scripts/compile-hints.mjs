// V8's explicit compile hint: a script that starts with this comment is compiled whole, while it downloads, off
// the main thread, rather than function by function on the main thread as each is first called.
export const compileHint = '//# allFunctionsCalledOnLoad'

/** The libraries loaded only when used (the in-browser sandbox, VAT numbers, two-factor codes, the palette). */
const loadedApart = /[\\/]node_modules[\\/](jsvat|otpauth|hono|@hono|@mantine[\\/]spotlight)[\\/]|[\\/]sandbox[\\/]/

/** The build's plugin: the hint first in every chunk but those of the libraries loaded only when used. */
export function compileHints() {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.moduleIds.some((id) => loadedApart.test(id))) continue
          chunk.code = `${compileHint}\n${chunk.code}`
          // A source map follows the code down by one line.
          const map = bundle[`${chunk.fileName}.map`]
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source))
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` })
          }
        }
      },
    },
  }
}
