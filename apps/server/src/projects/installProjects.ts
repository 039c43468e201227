import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database.ts'
import { DEV_PROJECT } from './devProject.ts'
import { installProjectGuard, type ProjectGuardOptions } from './projectGuard.ts'
import { cachedProjectLookup } from './projectLookup.ts'
import { createProjectRepository } from './projectRepository.ts'

/**
 * Projects on a server: the dev project is created when missing (a fresh server needs no setup),
 * and every request to a `project` or `frame` route is checked against its project (and a
 * `project` route's against its origin allow-list), with a cached lookup.
 */
export async function installProjects(app: FastifyInstance, db: Db, options: Omit<ProjectGuardOptions, 'findProject'>): Promise<void> {
  const projects = createProjectRepository(db)
  await projects.createIfMissing(DEV_PROJECT)
  installProjectGuard(app, { ...options, findProject: cachedProjectLookup(projects.find) })
}
