/**
 * Sign-in with a wallet signature (SIWX, spec §2, §4): its two views, registered in the modal by one
 * spread in `views/registry.ts`. Both load on demand, and only open for hosts that set `siwx`.
 */
import { siwxTitles, type SiwxViews } from '@foyer/core/internal'
import { lazyView } from '../views/lazyView.ts'
import type { ViewRegistryOf } from '../views/viewTypes.ts'

export const SIWX_VIEWS = {
  SIWXSignMessage: { titles: siwxTitles, ...lazyView(() => import('./SIWXSignMessageView.tsx')) },
  ConnectingSiwe: { titles: siwxTitles, ...lazyView(() => import('./ConnectingSiweView.tsx')) },
} satisfies ViewRegistryOf<SiwxViews>
