import { showApproval } from './approvalView.ts'
import type { FramePage } from './frameContext.ts'
import { applyTheme } from './frameTheme.ts'

/**
 * The real page behind FramePage: the theme on <html>, the approval screen in the #root element,
 * and the height that screen needs reported to `onContentHeight`.
 */
export function browserPage(container: HTMLElement, onContentHeight: (height: number) => void): FramePage {
  return {
    applyTheme: (theme) => applyTheme(document.documentElement, theme),
    showApproval: (request) => showApproval(container, request, onContentHeight),
    reload: () => location.reload(),
  }
}
