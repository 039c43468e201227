import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database.ts'
import { DEV_PROJECT } from './devProject.ts'
import { installProjectGuard, type ProjectGuardOptions } from './projectGuard.ts'
import { cachedProjectLookup, type FindProject } from './projectLookup.ts'
import { createProjectRepository } from './projectRepository.ts'

/**
 * Projects on a server: the dev project is created when missing (a fresh server needs no setup),
 * and every API request is checked against its project and origin allow-list. Answers the
 * (cached) project lookup the guard uses, for routes that check a project themselves.
 */
export async function installProjects(
  app: FastifyInstance,
  db: Db,
  options: Omit<ProjectGuardOptions, 'findProject'>,
): Promise<FindProject> {
  const projects = createProjectRepository(db)
  await projects.createIfMissing(DEV_PROJECT)
  const findProject = cachedProjectLookup(projects.find)
  installProjectGuard(app, { ...options, findProject })
  return findProject
}
