import { createRequire } from 'node:module'
import type { Script } from 'bcoin'

/** An output script as Esplora describes it (electrs' field names and values). */
export interface EsploraScriptPubkey {
  scriptpubkey: string
  scriptpubkey_asm: string
  scriptpubkey_type: string
  scriptpubkey_address?: string
}

const opcodeNames = createRequire(import.meta.url)('bcoin/lib/script/common.js').opcodesByVal as Record<number, string>

/** The script in rust-bitcoin's assembly, as electrs writes it: `OP_0 OP_PUSHBYTES_20 <hex>`. */
export function scriptAsm(script: Script): string {
  return script.code
    .map(({ value, data }) => {
      if (data) {
        const push = value > 0 && value < 0x4c ? `OP_PUSHBYTES_${value}` : opcodeNames[value]
        return data.length > 0 ? `${push} ${data.toString('hex')}` : push
      }
      if (value >= 0x51 && value <= 0x60) return `OP_PUSHNUM_${value - 0x50}`
      if (value === 0x4f) return 'OP_PUSHNUM_NEG1'
      if (value === 0xb1) return 'OP_CLTV'
      if (value === 0xb2) return 'OP_CSV'
      return opcodeNames[value] ?? `OP_UNKNOWN_${value}`
    })
    .join(' ')
}

/** Esplora's name for an output script's template. */
export function scriptType(script: Script): string {
  if (script.toRaw().length === 0) return 'empty'
  if (script.isPubkeyhash()) return 'p2pkh'
  if (script.isScripthash()) return 'p2sh'
  if (script.isWitnessPubkeyhash()) return 'v0_p2wpkh'
  if (script.isWitnessScripthash()) return 'v0_p2wsh'
  const program = script.getWitnessProgram()
  if (program?.version === 1 && program.data.length === 32) return 'v1_p2tr'
  if (script.isNulldata()) return 'op_return'
  return 'unknown'
}

/** The output script's fields, its address where it has one (`bcrt1q…` on this chain). */
export function esploraScriptPubkey(script: Script): EsploraScriptPubkey {
  const address = script.getAddress()?.toString('regtest')
  return {
    scriptpubkey: script.toRaw().toString('hex'),
    scriptpubkey_asm: scriptAsm(script),
    scriptpubkey_type: scriptType(script),
    ...(address && { scriptpubkey_address: address }),
  }
}
