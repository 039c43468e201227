import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { gzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
const out = '/tmp/foyer-chunks'
const result = (await build({ root: 'bench/pages/foyer', configFile: false, logLevel: 'error', plugins: [react()], build: { outDir: out, emptyOutDir: true, write: true } })) as any
const output = (Array.isArray(result) ? result[0] : result).output
const byName = new Map(output.filter((o: any) => o.type === 'chunk').map((o: any) => [o.fileName, o]))
const entry = output.find((o: any) => o.type === 'chunk' && o.isEntry)
const seen = new Set<string>()
const walk = (name: string) => { if (seen.has(name)) return; seen.add(name); for (const i of (byName.get(name) as any).imports) walk(i) }
walk(entry.fileName)
let total = 0
for (const name of seen) {
  const chunk: any = byName.get(name)
  const gz = gzipSync(chunk.code, { level: 9 }).length
  total += gz
  const mods = Object.entries(chunk.modules as Record<string, any>).map(([id, m]) => [id.replace(/.*\/(packages|node_modules)\//, '$1/'), m.renderedLength]).sort((a: any, b: any) => b[1] - a[1])
  console.log(`${name} ${(gz / 1024).toFixed(1)} KB gz`)
  for (const [id, len] of mods.slice(0, 60)) console.log(`   ${len}\t${id}`)
}
console.log('total', (total / 1024).toFixed(1))
const entryMods = Object.entries(entry.modules as Record<string, any>)
const v = entryMods.find(([id]) => id.includes('valibot'))![1]
console.log('valibot code gz', v.code ? (gzipSync(v.code, { level: 9 }).length / 1024).toFixed(2) : 'no code')
console.log(entryMods.map(([id]) => id.replace(/.*\/(packages|node_modules)\//, '$1/')).filter((id) => /api\/|ssr\/|options/.test(id)).join('\n'))
