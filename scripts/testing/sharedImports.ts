/**
 * The vitest options of a project whose files share their worker's imports: importing a package's
 * modules anew for each file (vitest's default isolation) took more time than the tests themselves,
 * a third to a half of a project's CPU. Sound only where no test mocks a module (`vi.mock` would
 * reach the files after it) and every stubbed global is restored after its test, which
 * `unstubGlobals` does; each test builds its own servers, chains, clients and stores.
 */
export const SHARED_IMPORTS = { isolate: false, unstubGlobals: true } as const
