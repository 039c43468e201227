/**
 * The modal's first load as a host's page makes it (createFoyer: @foyer/core, zod/mini and the
 * WalletConnect connector). Picking WalletConnect then loads only what the first load lacks.
 */
export { createFoyer } from '@foyer/react'
