import { styleSheetAttributes } from './styleSheet.ts'
import { PAGE_STYLES } from './styles.ts'
import { PAGE_STYLES_ID } from './useInjectedStyles.ts'

/**
 * The styles of Foyer's buttons as a `<style>` element, for a server-rendered page's `<head>`: the
 * buttons are styled from the first paint, before hydration, and with the nonce a
 * Content-Security-Policy asks for. In the browser the provider finds it and adds nothing. The same
 * CSS is `FOYER_PAGE_CSS`, for a host that serves it as a file.
 */
export function FoyerStyles({ nonce }: { nonce?: string }) {
  return (
    <style id={PAGE_STYLES_ID} nonce={nonce} {...styleSheetAttributes('page')}>
      {PAGE_STYLES}
    </style>
  )
}
