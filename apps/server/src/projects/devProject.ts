import type { NewProject } from './projectRepository.ts'

/**
 * The project a fresh server has, so the first run needs no setup: the demo (`npm start`) and
 * the e2e tests use it. It allows the demo's origins; in dev mode (FOYER_DEV=1) also any
 * loopback origin, whatever its port.
 */
export const DEV_PROJECT: NewProject = {
  id: 'foyer-dev',
  name: 'Foyer development',
  allowedOrigins: ['http://127.0.0.1:5173', 'http://localhost:5173'],
}

const LOOPBACK_HTTP_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?$/

/** `http://127.0.0.1:<any port>` or `http://localhost:<any port>`. */
export function isLoopbackHttpOrigin(origin: string): boolean {
  return LOOPBACK_HTTP_ORIGIN.test(origin)
}
