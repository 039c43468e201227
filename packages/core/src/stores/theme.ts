import type { ThemeVariables } from '../options.ts'
import { createStore } from '../store.ts'
import type { ThemeMode } from '../validation.ts'

export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

/** Theme mode and variables; a host may change them at run time (theme sync of spec §3). */
export function createThemeStore(initial: ThemeState) {
  return createStore<ThemeState>(initial)
}
export type ThemeStore = ReturnType<typeof createThemeStore>
