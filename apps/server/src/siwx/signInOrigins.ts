import type { SiwxData } from '@foyer/siwx-verify'
import { isOriginAllowed } from '../projects/originPolicy.ts'
import type { Project } from '../projects/projectsTable.ts'

/**
 * What is wrong with where a sign-in says it was asked, if anything: its domain must be the host
 * of one of the project's origins (http or https), and its URI on one of them (in dev mode the
 * dev project takes any loopback origin, as the project guard does).
 */
export function signInOriginProblem(project: Project, data: Pick<SiwxData, 'domain' | 'uri'>, devMode: boolean): string | undefined {
  const allowed = (origin: string | undefined) => origin !== undefined && isOriginAllowed(project, origin, devMode)
  if (!allowed(originOf(`https://${data.domain}`)) && !allowed(originOf(`http://${data.domain}`))) {
    return `the message's domain ${data.domain} is not one of this project's origins`
  }
  if (!allowed(originOf(data.uri))) return `the message's URI ${data.uri} is not on one of this project's origins`
  return undefined
}

/** `https://Shop.Example:443/path` → `https://shop.example`; undefined for a URI that is not http(s). */
function originOf(uri: string): string | undefined {
  try {
    const url = new URL(uri)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined
  } catch {
    return undefined
  }
}
