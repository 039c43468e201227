/**
 * Sign-in with a wallet signature (SIWX, spec §2, §4): its two views, registered in the modal by one
 * spread in `views/registry.ts`. Both load on demand, and only open for hosts that set `siwx`.
 */
import type { SiwxSignView } from '@foyer/core/internal'
import { lazyView } from '../views/lazyView.ts'
import type { ViewRegistry } from '../views/viewTypes.ts'

export const SIWX_VIEWS = {
  SIWXSignMessage: { title: 'SIWXSignMessage', ...lazyView(() => import('./SIWXSignMessageView.tsx')) },
  ConnectingSiwe: { title: 'ConnectingSiwe', ...lazyView(() => import('./ConnectingSiweView.tsx')) },
} satisfies Pick<ViewRegistry, SiwxSignView>
