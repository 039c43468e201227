import { showApproval } from './approvalView.ts'
import type { FramePage } from './frameContext.ts'
import { applyTheme } from './frameTheme.ts'

/** The real page behind FramePage: the theme on <html>, the approval screen in the #root element. */
export function browserPage(container: HTMLElement): FramePage {
  return {
    applyTheme: (theme) => applyTheme(document.documentElement, theme),
    showApproval: (request) => showApproval(container, request),
    reload: () => location.reload(),
  }
}
