/**
 * Names under the server's zone (spec §2: RegisterAccountName, RegisterAccountNameSuccess), one line
 * each, registered in the modal by one spread in `views/registry.ts`. Both load on demand.
 */
import { nameTitles, type NameViews } from '@foyer/core/internal'
import { lazyView } from '../views/lazyView.ts'
import type { ViewRegistryOf } from '../views/viewTypes.ts'

export const NAME_VIEWS = {
  RegisterAccountName: { titles: nameTitles, ...lazyView(() => import('./RegisterAccountNameView.tsx')) },
  RegisterAccountNameSuccess: { titles: nameTitles, ...lazyView(() => import('./RegisterAccountNameSuccessView.tsx')) },
} satisfies ViewRegistryOf<NameViews>
