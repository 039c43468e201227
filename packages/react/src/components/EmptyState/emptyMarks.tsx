import { Icon, SearchIcon } from '../icons/icons.tsx'

/** The marks of the empty states (24-unit grid, like the other icons). */
export const CoinsMark = () => (
  <Icon width="22" height="22">
    <ellipse cx="9.5" cy="7" rx="5.5" ry="2.5" />
    <path d="M4 7v4c0 1.4 2.5 2.5 5.5 2.5S15 12.4 15 11V7" />
    <path d="M9 16.3c.4.1.9.2 1.5.2 3 0 5.5-1.1 5.5-2.5" />
    <path d="M4 11v4c0 1.4 2.5 2.5 5.5 2.5" />
    <ellipse cx="16" cy="14" rx="4.5" ry="2" />
    <path d="M11.5 14v3.5c0 1.1 2 2 4.5 2s4.5-.9 4.5-2V14" />
  </Icon>
)

export const PictureMark = () => (
  <Icon width="22" height="22">
    <rect x="3.5" y="4.5" width="17" height="15" rx="3" />
    <circle cx="9" cy="9.5" r="1.6" />
    <path d="M20.5 15.5l-4.5-4.5-8.5 8.5" />
  </Icon>
)

export const ClockMark = () => (
  <Icon width="22" height="22">
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
)

/** The search field's magnifier, at the marks' size. */
export const SearchMark = () => <SearchIcon width="22" height="22" />
