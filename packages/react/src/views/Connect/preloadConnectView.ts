import { isAuthConnector } from '@foyer/core/internal'
import type { FoyerInstance } from '../../createFoyer.ts'
import { loadConnectWallets } from './connectWalletsCache.ts'

/**
 * Loads what the Connect view shows at first but does not ship with it: the registry's wallets and,
 * when the host turned them on, the embedded wallet's connector, which logins the server serves and their code. The view then
 * renders from memory.
 */
export function preloadConnectView(client: FoyerInstance['client']): void {
  loadConnectWallets(client).catch(() => undefined)
  // The embedded wallet's connector is not part of the first load either: it comes first.
  client.auth
    .load()
    .then(() => {
      const { features } = client.ctx.options
      if (!client.ctx.connectors.get().some(isAuthConnector)) return
      client.loadLoginMethods().catch(() => undefined)
      if (features.email) import('../../auth/login/EmailLogin.tsx').catch(() => undefined)
      if (features.socials && features.socials.length > 0) import('../../auth/login/SocialLogins.tsx').catch(() => undefined)
    })
    .catch(() => undefined)
}
