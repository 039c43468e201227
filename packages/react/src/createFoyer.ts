import { createFoyerClient, type FoyerOptions, type ThemeVariables } from '@foyer/core'

/**
 * Creates Foyer for a React app. Call it once, outside components, and pass the result to
 * <FoyerProvider>. Options are validated here: a mistake throws a FoyerOptionsError naming it.
 */
export function createFoyer(options: FoyerOptions) {
  const client = createFoyerClient(options)
  return {
    client,
    open: client.open,
    close: client.close,
    switchNetwork: client.switchNetwork,
    disconnect: client.disconnect,
    setThemeMode: client.setThemeMode,
    setThemeVariables: (themeVariables: ThemeVariables) => client.ctx.theme.set((theme) => ({ ...theme, themeVariables })),
  }
}
export type Foyer = ReturnType<typeof createFoyer>
