import { serverModules } from '../modules.ts'
import type { AnyServerModule } from '../kernel/serverModule.ts'

/**
 * Every table of the server's database, each declared by the module that owns it (its `tables`
 * in src/modules.ts), for drizzle-kit (drizzle.config.ts) to diff against the migrations.
 */
export const serverTables = Object.assign({}, ...serverModules.map((module: AnyServerModule) => module.tables ?? {}))

// drizzle-kit loads this file as CommonJS and takes the tables among its exports' values; an ES
// module cannot export names it computes, so they are added to the CommonJS exports here.
if (typeof module === 'object') Object.assign(module.exports, serverTables)
