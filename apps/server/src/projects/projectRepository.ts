import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../kernel/db/database.ts'
import { projects, type Project } from './projectsTable.ts'

export type { Project }

export interface NewProject {
  id: string
  name: string
  allowedOrigins: readonly string[]
}

/** Projects in the database. Inputs are trusted: callers parse them with projectFields' schemas. */
export interface ProjectRepository {
  /** Inserts a project; a ProjectExistsError when the id is taken. */
  create(project: NewProject): Promise<Project>
  /** Inserts the project unless its id exists; an existing project is left as it is. */
  createIfMissing(project: NewProject): Promise<void>
  find(id: string): Promise<Project | undefined>
  /** Oldest first. */
  list(): Promise<Project[]>
  /** Adds an origin to the allow-list (once); undefined when there is no such project. */
  addOrigin(id: string, origin: string): Promise<Project | undefined>
  /** Removes an origin from the allow-list; undefined when there is no such project. */
  removeOrigin(id: string, origin: string): Promise<Project | undefined>
  /** Deletes the project (its analytics events with it); false when there is no such project. */
  delete(id: string): Promise<boolean>
  /** Turns analytics on or off; undefined when there is no such project. */
  setAnalyticsEnabled(id: string, enabled: boolean): Promise<Project | undefined>
  /** Sets the gas sponsorship budget per account per day (null: off); undefined when there is no such project. */
  setSponsorship(id: string, weiPerAccountPerDay: bigint | null): Promise<Project | undefined>
}

export class ProjectExistsError extends Error {
  override name = 'ProjectExistsError'
  constructor(readonly projectId: string) {
    super(`A project with id "${projectId}" already exists`)
  }
}

export function createProjectRepository(db: Db): ProjectRepository {
  return {
    async create(project) {
      const [created] = await db
        .insert(projects)
        .values({ ...project, allowedOrigins: [...project.allowedOrigins] })
        .onConflictDoNothing({ target: projects.id })
        .returning()
      if (!created) throw new ProjectExistsError(project.id)
      return created
    },

    async createIfMissing(project) {
      await db
        .insert(projects)
        .values({ ...project, allowedOrigins: [...project.allowedOrigins] })
        .onConflictDoNothing({ target: projects.id })
    },

    async find(id) {
      const [project] = await db.select().from(projects).where(eq(projects.id, id)).limit(1)
      return project
    },

    list() {
      return db.select().from(projects).orderBy(asc(projects.createdAt), asc(projects.id))
    },

    async addOrigin(id, origin) {
      // One statement, so two concurrent additions cannot overwrite each other.
      const [updated] = await db
        .update(projects)
        .set({
          allowedOrigins: sql`case when ${origin} = any(${projects.allowedOrigins}) then ${projects.allowedOrigins}
            else array_append(${projects.allowedOrigins}, ${origin}::text) end`,
        })
        .where(eq(projects.id, id))
        .returning()
      return updated
    },

    async removeOrigin(id, origin) {
      const [updated] = await db
        .update(projects)
        .set({ allowedOrigins: sql`array_remove(${projects.allowedOrigins}, ${origin}::text)` })
        .where(eq(projects.id, id))
        .returning()
      return updated
    },

    async delete(id) {
      const deleted = await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id })
      return deleted.length > 0
    },

    async setAnalyticsEnabled(id, enabled) {
      const [updated] = await db.update(projects).set({ analyticsEnabled: enabled }).where(eq(projects.id, id)).returning()
      return updated
    },

    async setSponsorship(id, weiPerAccountPerDay) {
      const [updated] = await db.update(projects).set({ sponsoredWeiPerAccountPerDay: weiPerAccountPerDay }).where(eq(projects.id, id)).returning()
      return updated
    },
  }
}
