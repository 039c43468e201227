/**
 * What a host's server code calls: plain functions, no component and no 'use client', so a React
 * Server Component (a Next.js layout) can call them. `@foyer/react` itself is client code there.
 */
export { cookieToInitialState } from '@foyer/core'
export type { InitialState } from '@foyer/core'
