import { withAccentText } from '@foyer/core/internal'
import type { CSSProperties } from 'react'
import { useStore } from '../hooks/useStore.ts'
import { useFoyerInstance } from '../context.ts'
import { DEFAULT_VARIABLES, THEME_TOKENS } from './tokens.ts'

/** The custom properties of the current theme, for an element that roots Foyer's UI. */
export function useThemeStyle(): { style: CSSProperties; themeMode: 'light' | 'dark' } {
  const { client } = useFoyerInstance()
  const theme = useStore(client.ctx.theme)
  const style = { ...THEME_TOKENS[theme.themeMode], ...DEFAULT_VARIABLES, ...withAccentText(theme.themeVariables) } as CSSProperties
  return { style, themeMode: theme.themeMode }
}
