import { fillMessage, formatFiat, type swapTexts, type TextsOf } from '@foyer/core/internal'
import type { Ref } from 'react'
import { percentText } from './swapOrder.ts'
import type { SwapReviewMoney } from './swapReviewRisk.ts'

/**
 * What Review says about a swap that loses 5 % or more of its value: the price impact, or the fiat
 * value at the minimum received against the fiat paid (whichever is larger); from 15 %, once the
 * first press armed "Swap anyway", how to go on; above the host's ceiling, that it is not allowed.
 * Focusable, so the first press can move focus here and a screen reader reads it.
 */
export function SwapRiskNote({
  money,
  armed,
  ceiling,
  texts,
  noteRef,
}: {
  money: SwapReviewMoney
  armed: boolean
  ceiling: number | false
  texts: TextsOf<typeof swapTexts>
  noteRef: Ref<HTMLParagraphElement>
}) {
  const { risk } = money
  if (risk.level === 'none') return null
  const percent = percentText(risk.percent)
  const text =
    risk.level === 'refuse'
      ? fillMessage(texts.risk.refused, { percent, ceiling: percentText(ceiling === false ? 100 : ceiling) })
      : risk.cause === 'valueLoss' && money.paid !== undefined && money.minimum !== undefined
        ? fillMessage(texts.risk.value, { percent, paid: formatFiat(money.paid), minimum: formatFiat(money.minimum) })
        : fillMessage(texts.risk.impact, { percent })
  return (
    <p className="foyer-swap-warning" data-level={risk.level} data-testid="swap-risk" tabIndex={-1} ref={noteRef}>
      {armed && risk.level === 'confirm' ? `${text} ${texts.risk.confirm}` : text}
    </p>
  )
}
