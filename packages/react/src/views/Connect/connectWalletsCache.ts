import type { FoyerInstance } from '../../createFoyer.ts'

type Client = FoyerInstance['client']
type ConnectWallets = Awaited<ReturnType<Client['loadConnectWallets']>>

const lastAnswers = new WeakMap<Client, { installed: string; wallets: ConnectWallets }>()

/** The installed wallets the registry's picks were chosen around (they are not recommended again). */
export function installedWallets(client: Client): string {
  return client.ctx.connectors
    .get()
    .map((connector) => connector.info?.rdns ?? connector.id)
    .join()
}

/** The Connect view's registry wallets from memory, when they were loaded for the same installed wallets. */
export function rememberedConnectWallets(client: Client, installed: string): ConnectWallets | undefined {
  const last = lastAnswers.get(client)
  return last?.installed === installed ? last.wallets : undefined
}

/** Loads the Connect view's registry wallets and remembers them, so the next view renders them at once. */
export function loadConnectWallets(client: Client): Promise<ConnectWallets> {
  const installed = installedWallets(client)
  return client.loadConnectWallets().then((wallets) => {
    lastAnswers.set(client, { installed, wallets })
    return wallets
  })
}
