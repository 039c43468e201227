import { buttonTexts } from '@foyer/core/internal'
import { NetworkImage } from '../components/NetworkImage/NetworkImage.tsx'
import { useFoyer } from '../hooks/useFoyer.ts'
import { useFoyerNetwork } from '../hooks/useFoyerNetwork.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useThemeStyle } from '../theme/useThemeStyle.ts'
import { preloadModal } from '../components/Modal/loadModal.ts'

/** The active network; opens the network list. */
export function NetworkButton() {
  const { open } = useFoyer()
  const { caipNetwork, isUnsupported } = useFoyerNetwork()
  const { style, themeMode } = useThemeStyle()
  const m = useMessages(buttonTexts)
  if (!caipNetwork) return null
  return (
    <button
      type="button"
      className="foyer-root foyer-host-button"
      data-variant="secondary"
      data-theme={themeMode}
      style={style}
      onClick={() => open({ view: isUnsupported ? 'UnsupportedChain' : 'Networks' })}
      onPointerEnter={() => preloadModal().catch(() => undefined)}
      onFocus={() => preloadModal().catch(() => undefined)}
    >
      <NetworkImage network={caipNetwork} />
      <span>{isUnsupported ? m.wrongNetwork : caipNetwork.name}</span>
      <span className="foyer-visually-hidden">{m.switchNetwork}</span>
    </button>
  )
}
