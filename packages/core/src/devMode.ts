/**
 * Whether the host is being developed: configuration problems (an origin not on the allow-list, an
 * unknown projectId…) then show in the modal as well as in the console. Visitors of a deployed site
 * cannot fix them, so they read only what the failing feature says. Read when needed, never at
 * import time (no browser global then).
 */
export function hostDevMode(options: { devMode?: boolean }, page: { hostname?: string } | undefined = globalThis.location): boolean {
  return options.devMode ?? isLoopbackHost(page?.hostname ?? '')
}

/** localhost, *.localhost, 127.0.0.0/8 and [::1]: where a host app runs while it is developed. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]' || host === '::1'
}
