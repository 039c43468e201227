import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Where the server finds its own files, from sources (`tsx src/main.ts`, the tests) or from its
 * build (`node dist/main.js`, `foyer serve`). This module sits two folders below the package root
 * in the sources (src/kernel/) and one in the build, whose chunks sit directly in dist/.
 */
const here = import.meta.url

/** Running the build in dist/, not the sources. */
export const RUNNING_BUILD = !here.endsWith('.ts')

export const SERVER_ROOT = fileURLToPath(new URL(RUNNING_BUILD ? '../' : '../../', here))

/** The SQL migrations (apps/server/drizzle), shipped beside the build. */
export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle')

/**
 * The embedded wallet's frame: built into dist/auth-frame by the server's build; from sources, the
 * frame package's own dist (the stack builds it).
 */
export const DEFAULT_FRAME_DIR = RUNNING_BUILD ? join(SERVER_ROOT, 'dist', 'auth-frame') : join(SERVER_ROOT, '..', '..', 'packages', 'auth-frame', 'dist')

/**
 * What relative paths in the environment (FOYER_DATA_DIR, FOYER_DEVNET_FILE, FOYER_CHAINS_FILE) are
 * relative to: the repository root when run from sources (npm start runs from anywhere in it), the
 * working directory when run from the build, as any installed program.
 */
export const RELATIVE_PATHS_ROOT = RUNNING_BUILD ? process.cwd() : join(SERVER_ROOT, '..', '..')
