/**
 * The door to SIWX's code. The page imports this one-line module, not the feature: so the page's
 * own script names one small file, and this chunk names the feature's files (first-load bytes).
 */
export const siwxFeature = () => import('./siwxFeature.ts')
