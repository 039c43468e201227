import { defineServerModule } from '../kernel/serverModule.ts'
import { installProjects } from './installProjects.ts'
import { projects } from './projectsTable.ts'

/** Projects and their allow-lists: the dev project, and the guard every `project` and `frame` route passes. */
export const projectsModule = defineServerModule({
  name: 'projects',
  provides: ['findProject', 'projectGuard'],
  needs: ['rateLimits'],
  tables: { projects },
  install: async (app, { settings, database }) => {
    const dataDir = settings.database.kind === 'pglite' ? settings.database.dataDir : undefined
    await installProjects(app, database, { devMode: settings.devMode, dataDir, devProject: settings.devProject ?? settings.devMode })
  },
})
