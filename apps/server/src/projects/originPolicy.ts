import { DEV_PROJECT, isLoopbackHttpOrigin } from './devProject.ts'
import type { Project } from './projectsTable.ts'

/**
 * Whether a browser at `origin` may use the project: the origin is on its allow-list, or dev mode
 * is on and it is the dev project called from a loopback origin (e2e runs on random ports).
 */
export function isOriginAllowed(project: Project, origin: string, devMode: boolean): boolean {
  if (project.allowedOrigins.includes(origin)) return true
  return devMode && project.id === DEV_PROJECT.id && isLoopbackHttpOrigin(origin)
}
