import { sql } from 'drizzle-orm'
import type { Db } from '../kernel/db/database.ts'
import type { ProjectRepository } from './projectRepository.ts'

/** The database notification channel a project change is announced on, its id the payload. */
export const PROJECT_CHANGES_CHANNEL = 'foyer_project_changes'

/**
 * The repository, announcing each change it made on the database (`pg_notify`, sent when the
 * change is): every server listening drops that project from its cache and reads it again on
 * the next request, so a removed origin or a deleted project is refused at once, not within 30 s.
 */
export function announcingChanges(projects: ProjectRepository, db: Db): ProjectRepository {
  const announce = async (id: string) => {
    await db.execute(sql`select pg_notify(${PROJECT_CHANGES_CHANNEL}, ${id})`)
  }
  const announced = async <Result>(id: string, change: Promise<Result>): Promise<Result> => {
    const result = await change
    if (result) await announce(id)
    return result
  }
  return {
    ...projects,
    create: (project) => announced(project.id, projects.create(project)),
    addOrigin: (id, origin) => announced(id, projects.addOrigin(id, origin)),
    removeOrigin: (id, origin) => announced(id, projects.removeOrigin(id, origin)),
    delete: (id) => announced(id, projects.delete(id)),
    setAnalyticsEnabled: (id, enabled) => announced(id, projects.setAnalyticsEnabled(id, enabled)),
    setSponsorship: (id, wei) => announced(id, projects.setSponsorship(id, wei)),
  }
}
