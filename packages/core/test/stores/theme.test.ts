import { describe, expect, it, vi } from 'vitest'
import { createThemeStore } from '../../src/stores/theme.ts'

describe('theme', () => {
  it('the theme store holds the mode and variables it starts with', () => {
    const theme = createThemeStore({ themeMode: 'dark', themeVariables: { '--foyer-accent': '#47a1ff' } })
    expect(theme.get()).toEqual({ themeMode: 'dark', themeVariables: { '--foyer-accent': '#47a1ff' } })
  })

  it('a host may change the theme at run time and subscribers hear it', () => {
    const theme = createThemeStore({ themeMode: 'dark', themeVariables: {} })
    const listener = vi.fn()
    theme.subscribe(listener)
    theme.set((current) => ({ ...current, themeMode: 'light' }))
    expect(listener).toHaveBeenCalledWith({ themeMode: 'light', themeVariables: {} })
  })
})
