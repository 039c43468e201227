import { readFileSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { readJsonFile } from '../../chains/readJsonFile.ts'
import { ConfigError } from '../../kernel/settings/configError.ts'
import { describeIssues } from '../../kernel/http/describeIssues.ts'
import type { StoredImage } from '../images/fetchImage.ts'
import { checkImageBytes, imageTypeOfName } from '../images/imageType.ts'
import type { RegistryEntry } from '../walletListing.ts'
import { walletsFileSchema, type FileWallet } from './walletsFileSchema.ts'

export interface WalletsFile {
  /** The file's wallets, in its order. */
  entries: RegistryEntry[]
  /** The images it names as files, read once at start, by wallet id. */
  images: Map<string, StoredImage>
}

/**
 * Reads an operator's wallets file (FOYER_WALLETS_FILE): every mistake is one ConfigError naming
 * where it is ("wallets[2].chrome_store must be an https URL …", "wallets[0].image … is larger
 * than 262144 bytes"). Image files are read and checked now; image URLs are fetched when first asked for.
 */
export function readWalletsFile(file: string, limits: { maxBytes: number; cacheBytes: number }): WalletsFile {
  const json = readJsonFile(file, {
    unreadable: (reason) => `FOYER_WALLETS_FILE is ${file}, but ${reason}. Write the wallets to list there (docs/wallets.md).`,
    notJson: `${file} (FOYER_WALLETS_FILE) is not valid JSON.`,
  })
  const parsed = walletsFileSchema.safeParse(json, { reportInput: true })
  if (!parsed.success) throw invalid(file, describeIssues(parsed.error.issues))

  const images = new Map<string, StoredImage>()
  const problems: string[] = []
  let total = 0
  const entries = parsed.data.wallets.map((wallet, index) => {
    const entry = toEntry(wallet, dirname(file))
    if (entry.image?.kind !== 'file') return entry
    const read = readImage(entry.image.path, limits.maxBytes)
    if (typeof read === 'string') problems.push(`wallets[${index}].image (${wallet.image}) ${read}`)
    else {
      images.set(entry.id, read)
      total += read.bytes.byteLength
    }
    return entry
  })
  if (total > limits.cacheBytes) problems.push(`its image files hold ${total} bytes together, more than the image cache's ${limits.cacheBytes} (FOYER_WALLET_IMAGE_CACHE_BYTES)`)
  if (problems.length > 0) throw invalid(file, problems.join('; '))
  return { entries, images }
}

function invalid(file: string, problems: string): ConfigError {
  return new ConfigError(`${file} (FOYER_WALLETS_FILE) is not a valid wallets file: ${problems}. Its format is in docs/wallets.md.`)
}

function toEntry(wallet: FileWallet, folder: string): RegistryEntry {
  const { image, custom_evm_networks, certified, ...listing } = wallet
  return {
    ...listing,
    ...(certified && { certified: true }),
    ...(custom_evm_networks && { customEvmNetworks: true }),
    ...(image && { image: /^https?:/i.test(image) ? { kind: 'url', url: image } : { kind: 'file', path: resolve(folder, image) } }),
  }
}

/** A local image file, checked as a fetched one is: an allowed type by its name and its bytes, within the size limit. */
function readImage(path: string, maxBytes: number): StoredImage | string {
  const type = imageTypeOfName(path)
  if (!type) return 'must be a .png, .jpg, .webp or .svg file'
  try {
    if (statSync(path).size > maxBytes) return `is larger than ${maxBytes} bytes (FOYER_WALLET_IMAGE_MAX_BYTES)`
    const bytes = readFileSync(path)
    const problem = checkImageBytes(bytes, type)
    return problem ?? { bytes, type }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return code === 'ENOENT' ? 'does not exist' : `cannot be read (${code ?? String(error)})`
  }
}
