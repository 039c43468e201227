import { NetworkImage } from '../components/NetworkImage/NetworkImage.tsx'
import { useFoyer } from '../hooks/useFoyer.ts'
import { useFoyerNetwork } from '../hooks/useFoyerNetwork.ts'
import { useThemeStyle } from '../theme/useThemeStyle.ts'

/** The active network; opens the network list. */
export function NetworkButton() {
  const { open } = useFoyer()
  const { caipNetwork, isUnsupported } = useFoyerNetwork()
  const { style, themeMode } = useThemeStyle()
  if (!caipNetwork) return null
  return (
    <button
      type="button"
      className="foyer-root foyer-host-button"
      data-variant="secondary"
      data-theme={themeMode}
      style={style}
      onClick={() => open({ view: isUnsupported ? 'UnsupportedChain' : 'Networks' })}
    >
      <NetworkImage network={caipNetwork} />
      <span>{isUnsupported ? 'Wrong network' : caipNetwork.name}</span>
      <span className="foyer-visually-hidden">, switch network</span>
    </button>
  )
}
