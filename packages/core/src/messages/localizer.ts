// Loaded only beside a translation (loadCatalogue.ts). A module of its own so localize.ts, which the
// views also import statically, is never imported dynamically (that would add a runtime chunk to the first load).
export { localizeText as localize } from './localize.ts'
