import { mkdirSync } from 'node:fs'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import type { TestContext } from 'vitest'
import { shotName } from './viewShots.ts'

/** Where a failed test's page is kept (git-ignored): `e2e/artifacts/failures/<file>/<test>.png`. */
export const FAILURES_DIR = fileURLToPath(new URL('../artifacts/failures/', import.meta.url))

/** How much of the page's accessibility tree goes into the log: enough for the dialog and its buttons. */
const SNAPSHOT_CHARS = 4_000

/**
 * After a failed test, keeps what its page showed: a screenshot in FAILURES_DIR and the page's
 * accessibility tree in the log, so a wait that timed out in CI says what was on screen instead.
 * Best effort: a page that has already closed or crashed leaves only the test's own error.
 */
export async function keepFailureEvidence(page: Page | undefined, { task }: Pick<TestContext, 'task'>, label?: string): Promise<void> {
  if (task.result?.state !== 'fail' || !page || page.isClosed()) return
  const file = basename(task.file.name).replace(/\.e2e\.test\.ts$/, '')
  const name = `${shotName(task.name).slice(0, 100)}${label ? `-${label}` : ''}`
  const dir = `${FAILURES_DIR}${file}/`
  mkdirSync(dir, { recursive: true })
  const shot = `${dir}${name}.png`
  const [taken, tree] = await Promise.all([
    page.screenshot({ path: shot, timeout: 5_000 }).then(
      () => shot,
      (error: unknown) => `none (${String(error)})`,
    ),
    // The topmost dialog where one is open (the modal, a wallet's request), or the whole page.
    (async () => {
      const dialogs = page.getByRole('dialog')
      const shown = (await dialogs.count()) > 0 ? dialogs.last() : page.locator('body')
      return await shown.ariaSnapshot({ timeout: 5_000 })
    })().catch((error: unknown) => `unreadable (${String(error)})`),
  ])
  console.error(`e2e failure "${task.name}"${label ? ` (${label})` : ''} at ${page.url()}\nscreenshot: ${taken}\non screen (accessibility tree):\n${tree.slice(0, SNAPSHOT_CHARS)}`)
}
