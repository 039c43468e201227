import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database.ts'
import { DEV_PROJECT } from './devProject.ts'
import { installProjectGuard } from './projectGuard.ts'
import { cachedProjectLookup } from './projectLookup.ts'
import { createProjectRepository } from './projectRepository.ts'

/**
 * Projects on a server: the dev project is created when missing (a fresh server needs no setup),
 * and every API request is checked against its project and origin allow-list.
 */
export async function installProjects(app: FastifyInstance, db: Db, options: { devMode: boolean }): Promise<void> {
  const projects = createProjectRepository(db)
  await projects.createIfMissing(DEV_PROJECT)
  installProjectGuard(app, { findProject: cachedProjectLookup(projects.find), devMode: options.devMode })
}
