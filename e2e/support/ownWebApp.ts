import { afterAll, beforeAll, inject } from 'vitest'
import './providedContext.ts'
import type { StackOptions } from '../../scripts/stack.ts'
import { serveWebApp, type RunningApp } from './webApp.ts'

/**
 * The demo's build (built once for the run, `webAppDir`) served for this test file alone, on a stack
 * of its own: for files whose actions move the dev accounts' funds or stop servers that other
 * files, running at the same time, read, or that need a stack set up otherwise (`stackOptions`: the
 * bundlers of smart accounts). `session` is what useBrowserSession takes as the file's app.
 */
export function useOwnWebApp(stackOptions: StackOptions = {}): { readonly app: RunningApp; session: () => { url: string; devAddress: string } } {
  let app: RunningApp | undefined
  beforeAll(async () => {
    app = await serveWebApp(inject('webAppDir'), { frameDir: inject('frameDir'), ...stackOptions })
  }, 120_000)
  afterAll(async () => {
    await app?.stop()
  })
  const own = {
    get app() {
      if (!app) throw new Error('The app starts in beforeAll')
      return app
    },
    session: () => ({ url: own.app.url, devAddress: own.app.stack.devnet.accounts[0]!.address }),
  }
  return own
}
