import type { SocialProvider } from '@foyer/core/internal'
import type { ReactElement, ReactNode } from 'react'

/**
 * The social providers' own marks, as their sign-in button guidelines show them (24-unit grid):
 * Google's four-colour G, X's X, Discord's Clyde in blurple, Farcaster's arch on purple, GitHub's
 * Octocat, Apple's apple, Facebook's f on blue. Drawn here from the marks' shapes (no asset file is
 * loaded); X, GitHub and Apple take the text colour, so they are black on light and white on dark.
 * Used as the owners permit, to name the login they start.
 */
function Mark({ children }: { children: ReactNode }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  )
}

const MARKS: Record<SocialProvider, () => ReactElement> = {
  // A ring in four arcs (red top, yellow left, green bottom, blue right) with the blue bar into its middle.
  google: () => (
    <Mark>
      <g fill="none" strokeWidth="4.4">
        <path stroke="#EA4335" d="M5.61 7.53A7.8 7.8 0 0 1 17.52 6.49" />
        <path stroke="#FBBC05" d="M5.61 16.47A7.8 7.8 0 0 1 5.61 7.53" />
        <path stroke="#34A853" d="M17.52 17.52A7.8 7.8 0 0 1 5.61 16.47" />
        <path stroke="#4285F4" d="M19.8 12a7.8 7.8 0 0 1-2.28 5.52M12 12h9.75" />
      </g>
    </Mark>
  ),
  // A hollow band from top left to bottom right, heavy on its left wall, crossed by a thin stroke.
  x: () => (
    <Mark>
      <path fill="currentColor" fillRule="evenodd" d="M2 3h6.3L22 21h-6.3zM6.54 4.5h1.8l11.42 15h-1.8zM19.45 3h2.3l-7.45 7.89-1.02-1.35zM9.79 13.23l1.02 1.35L4.75 21h-2.3z" />
    </Mark>
  ),
  // Clyde: the rounded controller-shaped face with two eyes, in Discord's blurple.
  discord: () => (
    <Mark>
      <path
        fill="#5865F2"
        fillRule="evenodd"
        d="M19.3 6.1a16.7 16.7 0 0 0-4.5-1.5l-.5 1a15.5 15.5 0 0 0-4.6 0l-.5-1a16.7 16.7 0 0 0-4.5 1.5C2.1 10 1.4 13.8 1.7 17.5a16.9 16.9 0 0 0 5.1 2.6l1.2-1.9a11 11 0 0 1-1.9-.9l.4-.3a12.2 12.2 0 0 0 11 0l.4.3a11 11 0 0 1-1.9.9l1.2 1.9a16.9 16.9 0 0 0 5.1-2.6c.4-4.3-.7-8-3-11.4zM9 11.7a1.75 1.9 0 1 0 0 3.8 1.75 1.9 0 1 0 0-3.8zm6 0a1.75 1.9 0 1 0 0 3.8 1.75 1.9 0 1 0 0-3.8z"
      />
    </Mark>
  ),
  // A white arch (a lintel on two pillars with feet) on Farcaster's purple tile.
  farcaster: () => (
    <Mark>
      <rect width="24" height="24" rx="5.5" fill="#855DCD" />
      <path fill="#fff" d="M5.2 5.8h13.6v2.3h-1v8.6h.9v1.7h-4.5v-1.7h.9v-3.9a3.1 3.1 0 0 0-6.2 0v3.9h.9v1.7H5.3v-1.7h.9V8.1h-1z" />
    </Mark>
  ),
  // The Octocat: a disc with the cat's head, neck and tail cut out of it, open at the bottom.
  github: () => (
    <Mark>
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M12 2a10 10 0 0 0-1.9 19.82V19.4c-1.5.3-2.5-.3-3-1.2-.3-.6-.8-1.1-1.5-1.3.8-.3 1.6.2 2 .9.5.7 1.4.8 2.5.4.1-.7.3-1.1.7-1.4C8.6 16.5 7 15.5 7 12c0-1.2.4-2.3 1.1-3.1-.2-.5-.3-1.5.1-2.6.9 0 1.8.6 2.3 1a8.7 8.7 0 0 1 3 0c.5-.4 1.4-1 2.3-1 .4 1.1.3 2.1.1 2.6.7.8 1.1 1.9 1.1 3.1 0 3.5-1.6 4.5-3.2 4.8.5.4.7 1 .7 1.8v3.2A10 10 0 0 0 12 2z"
      />
    </Mark>
  ),
  // The apple: two lobes with a bite out of the right side, and its leaf.
  apple: () => (
    <Mark>
      <path
        fill="currentColor"
        d="M12 8.3c1.1-.7 2.6-1.2 3.9-.9 1.2.2 2.1.9 2.7 1.8-1.3.8-2 2-1.9 3.5.1 1.6 1 2.8 2.3 3.3-.4 1.2-1 2.3-1.7 3.3-.7 1-1.5 1.7-2.5 1.7s-1.4-.6-2.8-.6-1.9.6-2.8.6c-1 0-1.8-.8-2.5-1.8C5.3 17.2 4.4 14.2 5 11.6c.5-2.2 2-4 4-4.2 1.2-.1 2.2.5 3 .9zM12.2 7.2c-.1-1.6 1.1-3.3 2.9-3.7.1 1.8-1.2 3.4-2.9 3.7z"
      />
    </Mark>
  ),
  // A white f, its stem reaching the bottom edge, on Facebook's blue disc.
  facebook: () => (
    <Mark>
      <circle cx="12" cy="12" r="10" fill="#0866FF" />
      <path fill="#fff" d="M13.4 21.9v-8h2.4l.4-2.7h-2.8V9.4c0-.8.4-1.4 1.5-1.4h1.4V5.6c-.5-.1-1.3-.2-2.1-.2-2.4 0-3.9 1.4-3.9 3.8v2H7.8v2.7h2.5v7.95a10 10 0 0 0 3.1.05z" />
    </Mark>
  ),
}

export function SocialIcon({ provider }: { provider: SocialProvider }) {
  const Drawn = MARKS[provider]
  return <Drawn />
}
