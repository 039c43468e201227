import { build } from 'esbuild'
import { gzipSync } from 'node:zlib'
const all = ['optional','string','object','boolean','array','pipe','picklist','union','regex','record','number','minLength','url','startsWith','safeParse','any']
async function size(names: string[]) {
  const r = await build({ stdin: { contents: `import {${names.join(',')}} from 'valibot'; globalThis.x=[${names.join(',')}]`, resolveDir: process.cwd() }, bundle: true, minify: true, write: false, format: 'esm' })
  return gzipSync(r.outputFiles[0].contents, { level: 9 }).length
}
const full = await size(all)
console.log('all', full)
for (const n of all) console.log('without', n, full - await size(all.filter((x) => x !== n)))
