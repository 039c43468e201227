import type { SVGProps } from 'react'

/** Line icons drawn for Foyer (24-unit grid, currentColor). */
export function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  )
}

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
)
/** Points back: left, and right in a right-to-left locale (`foyer-directional` mirrors it). */
export const BackIcon = () => (
  <Icon className="foyer-directional">
    <path d="M15 5l-7 7 7 7" />
  </Icon>
)
export const ChevronIcon = () => (
  <Icon width="16" height="16" className="foyer-directional">
    <path d="M9 6l6 6-6 6" />
  </Icon>
)
export const CopyIcon = () => (
  <Icon width="16" height="16">
    <rect x="8" y="8" width="12" height="12" rx="2.5" />
    <path d="M16 8V6.5A2.5 2.5 0 0 0 13.5 4h-7A2.5 2.5 0 0 0 4 6.5v7A2.5 2.5 0 0 0 6.5 16H8" />
  </Icon>
)
/** A magnifier: 18 px in a search field, larger where a caller sizes it (the empty search's mark). */
export const SearchIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon width="18" height="18" {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </Icon>
)
export const WarningIcon = () => (
  <Icon width="18" height="18">
    <path d="M12 4l9 16H3z" />
    <path d="M12 10v4M12 17.5v.01" />
  </Icon>
)
export const DisconnectIcon = () => (
  <Icon width="18" height="18">
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 16l-4-4 4-4M6 12h10" />
  </Icon>
)
export const ExternalIcon = () => (
  <Icon width="16" height="16">
    <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
  </Icon>
)
export const WalletIcon = () => (
  <Icon>
    <rect x="3" y="6" width="18" height="14" rx="3" />
    <path d="M16 13h2M3 10h18M6 6l9-3 1.5 3" />
  </Icon>
)
export const GridIcon = () => (
  <Icon>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.8" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.8" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.8" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.8" />
  </Icon>
)
export const CheckIcon = () => (
  <Icon width="16" height="16">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
)
export const MailIcon = () => (
  <Icon width="18" height="18">
    <rect x="3" y="5" width="18" height="14" rx="3" />
    <path d="M4 7l8 6 8-6" />
  </Icon>
)
export const ArrowRightIcon = () => (
  <Icon width="18" height="18">
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
)
export const ShieldIcon = () => (
  <Icon>
    <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
    <path d="M9 12l2 2 4-4" />
  </Icon>
)
