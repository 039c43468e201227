/** A dapp and a wallet of this package wired to one relay double, and the namespaces they agree on. */
import type { KeyValueStorage, Metadata, ProposalNamespaces, Session, SessionNamespaces, SessionProposal } from '../../src/types.ts'
import { createDappClient, type DappClient } from '../../src/sign/dappClient.ts'
import { createWalletClient, type WalletClient } from '../../src/sign/walletClient.ts'
import { createMemoryStorage } from '../../src/sign/sessionStore.ts'
import { MemoryRelay } from './memoryRelay.ts'

export const ACCOUNT = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
export const dappMetadata: Metadata = { name: 'Test dapp', description: 'dapp under test', url: 'http://127.0.0.1:3000', icons: [] }
export const walletMetadata: Metadata = { name: 'Test wallet', description: 'wallet under test', url: 'http://127.0.0.1:3001', icons: [] }

export const requiredNamespaces: ProposalNamespaces = {
  eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] },
}
export const optionalNamespaces: ProposalNamespaces = {
  eip155: { chains: ['eip155:10'], methods: ['eth_sendTransaction'], events: ['accountsChanged'] },
}
export const approvedNamespaces: SessionNamespaces = {
  eip155: {
    chains: ['eip155:1', 'eip155:10'],
    accounts: [`eip155:1:${ACCOUNT}`, `eip155:10:${ACCOUNT}`],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['chainChanged', 'accountsChanged'],
  },
}

export interface Pair {
  relay: MemoryRelay
  dapp: DappClient
  wallet: WalletClient
  dappStorage: KeyValueStorage
  walletStorage: KeyValueStorage
  close(): Promise<void>
}

export async function createPair(relay = new MemoryRelay()): Promise<Pair> {
  const dappStorage = createMemoryStorage()
  const walletStorage = createMemoryStorage()
  const dapp = await createDappClient({ relayUrl: 'ws://127.0.0.1:1', metadata: dappMetadata, storage: dappStorage, relayer: relay.connect('dapp') })
  const wallet = await createWalletClient({ relayUrl: 'ws://127.0.0.1:1', metadata: walletMetadata, storage: walletStorage, relayer: relay.connect('wallet') })
  return {
    relay,
    dapp,
    wallet,
    dappStorage,
    walletStorage,
    close: async () => {
      await dapp.close()
      await wallet.close()
    },
  }
}

/** Resolves with the next value given to the listener, e.g. `once((l) => wallet.on('session_proposal', l))`. */
export function once<T>(subscribe: (listener: (e: T) => void) => () => void): Promise<T> {
  return new Promise((resolve) => {
    const off = subscribe((e) => {
      off()
      resolve(e)
    })
  })
}

/** connect → pair → approve with {@link approvedNamespaces}; answers both sides' view of the session. */
export async function connectAndApprove(pair: Pair): Promise<{ dappSession: Session; walletSession: Session }> {
  const { uri, approval } = await pair.dapp.connect({ requiredNamespaces, optionalNamespaces })
  const proposed = once<SessionProposal>((l) => pair.wallet.on('session_proposal', l))
  await pair.wallet.pair({ uri })
  const proposal = await proposed
  const walletSession = await pair.wallet.approve({ id: proposal.id, namespaces: approvedNamespaces })
  const dappSession = await approval
  return { dappSession, walletSession }
}
