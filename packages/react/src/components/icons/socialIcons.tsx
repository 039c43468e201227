import type { SocialProvider } from '@foyer/core/internal'
import type { ReactElement, SVGProps } from 'react'

/**
 * Foyer's own monochrome marks for the social logins (currentColor, 24-unit grid): simple shapes
 * that hint at each provider, not the providers' brand assets.
 */
function Mark({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  )
}

const MARKS: Record<SocialProvider, () => ReactElement> = {
  // A ring open at the upper right with a bar into its middle: a "G".
  google: () => <Mark><path d="M19.5 8.2A8 8 0 1 0 20 12h-7.5" /></Mark>,
  // Two crossing strokes, one heavier: an "X".
  x: () => <Mark><path d="M5 4.5l14 15" strokeWidth="2.6" /><path d="M19 4.5L5 19.5" strokeWidth="1.6" /></Mark>,
  // A rounded game pad with two eyes.
  discord: () => <Mark><path d="M7 6.5c3.2-1.3 6.8-1.3 10 0 1.8 2.6 2.8 5.6 3 9-1.6 1.4-3.3 2.2-5 2.5l-1-2c-1.4.3-2.6.3-4 0l-1 2c-1.7-.3-3.4-1.1-5-2.5.2-3.4 1.2-6.4 3-9z" /><circle cx="9.5" cy="12.5" r="1" fill="currentColor" /><circle cx="14.5" cy="12.5" r="1" fill="currentColor" /></Mark>,
  // An archway: two pillars and a lintel.
  farcaster: () => <Mark><path d="M5 5h14M6.5 5v14M17.5 5v14M6.5 19h-2M17.5 19h2M6.5 13.5a5.5 5.5 0 0 1 11 0" /></Mark>,
  // A branch: two commits and a merge, as in a code history.
  github: () => <Mark><circle cx="7" cy="6" r="2" /><circle cx="7" cy="18" r="2" /><circle cx="17" cy="8" r="2" /><path d="M7 8v8M17 10c0 4-6 3-9.2 6.4" /></Mark>,
  // A fruit with a leaf.
  apple: () => <Mark><path d="M12 8c-2-1.4-6-1-6.5 3.5-.4 3.8 2 8.5 4.5 8.5 1 0 1.3-.5 2-.5s1 .5 2 .5c2.5 0 4.9-4.7 4.5-8.5C18 7 14 6.6 12 8z" /><path d="M12 8c0-2 1-3.6 3-4.5" /></Mark>,
  // A lowercase "f" in a rounded square.
  facebook: () => <Mark><rect x="3.5" y="3.5" width="17" height="17" rx="4" /><path d="M15 8h-1.5A2.5 2.5 0 0 0 11 10.5V20.5M9 13h5.5" /></Mark>,
}

export function SocialIcon({ provider }: { provider: SocialProvider }) {
  const Drawn = MARKS[provider]
  return <Drawn />
}
