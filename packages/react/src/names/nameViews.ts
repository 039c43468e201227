/**
 * Names under the server's zone (spec §2: RegisterAccountName, RegisterAccountNameSuccess), one line
 * each, registered in the modal by one spread in `views/registry.ts`. Both load on demand.
 */
import { lazyView } from '../views/lazyView.ts'
import type { ViewRegistry } from '../views/viewTypes.ts'

type NameView = 'RegisterAccountName' | 'RegisterAccountNameSuccess'

export const NAME_VIEWS = {
  RegisterAccountName: { title: 'RegisterAccountName', ...lazyView(() => import('./RegisterAccountNameView.tsx')) },
  RegisterAccountNameSuccess: { title: 'RegisterAccountNameSuccess', ...lazyView(() => import('./RegisterAccountNameSuccessView.tsx')) },
} satisfies Pick<ViewRegistry, NameView>
