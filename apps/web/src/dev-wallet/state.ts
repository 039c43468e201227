/** A chain the Dev Wallet can use. */
export interface DevWalletChain {
  chainId: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  blockExplorerUrl?: string
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const STORAGE_KEY = 'foyer.devWallet.v1'

/** What survives a reload, like an extension's own storage: the approval, the chain, added chains. */
interface Saved {
  approvedAddress?: string
  chainId?: number
  added?: DevWalletChain[]
}

/**
 * The wallet's chains and site approval. `presets` are the chains it was configured with; of
 * those it starts knowing only `knownChainIds` (default: the first), so a site has to add the others.
 */
export function createWalletState(presets: DevWalletChain[], knownChainIds: number[] | undefined, storage?: StorageLike) {
  const saved = read(storage)
  const preset = (chainId: number) => presets.find((chain) => chain.chainId === chainId)
  const known = new Map<number, DevWalletChain>()
  for (const chainId of knownChainIds ?? [presets[0]!.chainId]) {
    const configured = preset(chainId)
    if (configured) known.set(chainId, configured)
  }
  // a configured chain keeps its configured RPC, even if an older one was saved
  for (const chain of saved.added ?? []) known.set(chain.chainId, preset(chain.chainId) ?? chain)
  const first = known.values().next().value
  if (!first) throw new Error('Dev Wallet: knownChainIds must name at least one of the configured chains')
  let current = (saved.chainId !== undefined && known.get(saved.chainId)) || first
  const save = () => write(storage, { ...saved, chainId: current.chainId })

  return {
    get chain(): DevWalletChain {
      return current
    },
    knownChain: (chainId: number) => known.get(chainId),
    preset,
    setChain(chain: DevWalletChain) {
      current = chain
      save()
    },
    addChain(chain: DevWalletChain) {
      known.set(chain.chainId, chain)
      saved.added = [...(saved.added ?? []).filter((added) => added.chainId !== chain.chainId), chain]
      save()
    },
    isApproved: (address: string) => saved.approvedAddress?.toLowerCase() === address.toLowerCase(),
    approve(address: string) {
      saved.approvedAddress = address
      save()
    },
    forget() {
      delete saved.approvedAddress
      save()
    },
  }
}
export type WalletState = ReturnType<typeof createWalletState>

function read(storage: StorageLike | undefined): Saved {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Saved) : {}
  } catch {
    return {}
  }
}

function write(storage: StorageLike | undefined, saved: Saved) {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(saved))
  } catch {
    // storage full or blocked (private mode): the wallet still works for this page's life
  }
}
