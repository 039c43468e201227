import type { FastifyInstance } from 'fastify'
import type { Database } from '../kernel/db/database.ts'
import { serveProjectCommands } from './commandSocket.ts'
import { announcingChanges, PROJECT_CHANGES_CHANNEL } from './projectChanges.ts'
import { DEV_PROJECT, usableProjects } from './devProject.ts'
import { installProjectGuard, type ProjectGuardOptions } from './projectGuard.ts'
import { cachedProjectLookup, type CachedFindProject } from './projectLookup.ts'
import { createProjectRepository } from './projectRepository.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's one cached project lookup: the guard, the relay and the frame read projects through it. */
    findProject: CachedFindProject
  }
}

/**
 * Projects on a server: with `devProject` (dev mode) the dev project is created when missing (a
 * fresh dev server needs no setup); without it the dev project is not created, and one left from an
 * earlier dev run is unknown to every route (usableProjects). Changes made with the CLI take effect at once,
 * changes made with the CLI take effect at once, and every request to a `project` or `frame` route is checked against its project (and a
 * `project` route's against its origin allow-list), with a cached lookup.
 */
export async function installProjects(
  app: FastifyInstance,
  database: Database,
  options: Omit<ProjectGuardOptions, 'findProject'> & { dataDir: string | undefined; devProject: boolean },
): Promise<void> {
  const projects = createProjectRepository(database.db)
  if (options.devProject) await projects.createIfMissing(DEV_PROJECT)
  const findProject = cachedProjectLookup(usableProjects(projects.find, options.devProject))
  app.decorate('findProject', findProject)
  installProjectGuard(app, { devMode: options.devMode, findProject })
  // A change made by the CLI (here through the socket, or on PostgreSQL from anywhere) is announced
  // on the database; the project is then read again on its next request.
  const unlisten = await database.listen(PROJECT_CHANGES_CHANNEL, (id) => findProject.forget(id))
  const commands = options.dataDir ? await serveProjectCommands(options.dataDir, announcingChanges(projects, database.db), app.log) : undefined
  app.addHook('preClose', async () => {
    await commands?.close()
    await unlisten()
  })
}
