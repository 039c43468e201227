import type { FastifyInstance } from 'fastify'
import { openDatabase, type Database } from './database.ts'
import type { DatabaseConfig } from './databaseConfig.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's database: opened by buildServer, closed with the server. */
    database: Database
  }
}

/** Opens the server's database as `app.database`, logging lost connections, and closes it with the app. */
export async function openServerDatabase(app: FastifyInstance, config: DatabaseConfig): Promise<Database> {
  const database = await openDatabase(config, {
    onBackgroundError: (error) => app.log.warn({ err: error }, 'database connection lost'),
  })
  app.decorate('database', database)
  app.addHook('onClose', () => database.close())
  app.log.info(`database: ${database.description}`)
  return database
}
