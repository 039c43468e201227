import { EMPTY_SWAP, fillMessage, formatAmount, formatExactUnits, formatFiat, formatUnits, makeSwap, minimumReceived, SwapError, swapTexts } from '@foyer/core/internal'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { NetworkImage } from '../../components/NetworkImage/NetworkImage.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useToAccount } from '../../hooks/useToAccount.ts'
import { FormProblem } from '../formParts.tsx'
import { percentText, swapAmountProblem, swapFeeText, swapFigures, swapOrderOf } from './swapOrder.ts'
import { swapReviewMoney } from './swapReviewRisk.ts'
import { SwapRiskNote } from './SwapRiskNote.tsx'
import { SwapStatus } from './SwapStatus.tsx'
import { useSwapStyles } from './SwapStyles.ts'
import { useSwapPrices } from './useSwapPrices.ts'
import { shownPreview, useSwapPreview } from './useSwapPreview.ts'
import { useSwapRun } from './useSwapRun.ts'
import { useSwapSetup } from './useSwapSetup.ts'

/**
 * The swap's review: what is paid and received, the least received at the tolerance, the rate,
 * the price impact, the network fee, the network; the quote keeps refreshing. Both sides show in
 * fiat, the amount sold and the minimum received exactly (what the chain moves). A swap that loses
 * 5 % or more of its value (price impact, or fiat value at the minimum received) is warned about;
 * from 15 % the first press only arms a danger-styled "Swap anyway" and moves focus to the warning;
 * above the host's ceiling (maxSwapPriceImpact) Swap is off. When the provider may
 * not yet sell the token, the button approves it first (two confirmations in the wallet, or one
 * where the wallet sends both together). The swap under way outlives an approval shown over the
 * review (useSwapRun.ts); leaving the review stops it. A quote
 * that fell past the tolerance since it was shown is not sent: the new one shows, with why.
 * Once the wallet sends the swap, the Account view shows it pending.
 */
export default function WalletSwapPreviewView() {
  useSwapStyles()
  const { client } = useFoyerInstance()
  const m = useMessages(swapTexts)
  const setup = useSwapSetup()
  const order = setup.status === 'ready' ? swapOrderOf(setup) : undefined
  const { quote, refresh } = useSwapPreview(order, { debounceMs: 0 })
  const toAccount = useToAccount()
  const run = useSwapRun()
  const { step, failure } = run
  const prices = useSwapPrices(setup.status === 'ready' ? setup : undefined, order?.from, order?.to)
  // The loss the first press accepted: a quote that loses more asks again.
  const [armedAt, setArmedAt] = useState<number>()
  const note = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (armedAt !== undefined) note.current?.focus()
  }, [armedAt])
  if (setup.status !== 'ready') return <SwapStatus setup={setup} />
  const preview = shownPreview(quote)
  if (!order || !preview)
    return (
      <p className="foyer-empty" aria-busy="true">
        {quote.status === 'failed' ? m.problems.unavailable : m.quoting}
      </p>
    )
  const figures = swapFigures(setup, order, preview)
  const problem = swapAmountProblem(setup, preview)
  const busy = step !== undefined
  const minimum = `${formatExactUnits(minimumReceived(preview.toAmount, order.slippage), order.to.decimals)} ${order.to.symbol}`
  const ceiling = client.options.maxSwapPriceImpact
  const money = swapReviewMoney(order, preview, prices, ceiling)
  const armed = money.risk.level === 'confirm' && armedAt !== undefined && money.risk.percent <= armedAt
  const refused = money.risk.level === 'refuse'
  const failureText =
    failure === 'slippage'
      ? fillMessage(m.problems.slippageExceeded, { percent: percentText(order.slippage) })
      : failure === 'refused'
        ? m.problems.noRoute
        : failure === 'approvalFailed'
          ? m.problems.approvalFailed
          : failure === 'batchFailed'
            ? m.problems.batchFailed
            : failure === 'unavailable'
              ? m.problems.unavailable
              : undefined
  const problemText =
    problem === 'insufficientGas'
      ? fillMessage(m.problems.insufficientGas, { symbol: setup.network.nativeCurrency.symbol })
      : problem === 'overBalance'
        ? fillMessage(m.problems.overBalance, { amount: `${formatAmount(formatUnits(setup.balanceOf(order.from), order.from.decimals))} ${order.from.symbol}` })
        : undefined

  const swap = async () => {
    const { signal } = run
    run.set({})
    try {
      await makeSwap(client.ctx, { ...order, reviewed: preview.toAmount }, { onStep: (next) => run.set({ step: next }), signal })
      setup.state.set({ ...EMPTY_SWAP, slippage: setup.draft.slippage })
      // Sent after the visitor left: the pending Activity entry and the snackbar say so; the view they went to stays.
      if (!signal.aborted) toAccount()
    } catch (error) {
      if (signal.aborted) return
      // The wallet's refusal or failure is the snackbar's; the rest is said here, with a fresh quote.
      const reason = error instanceof SwapError ? error.failure : 'unavailable'
      run.set(reason === 'wallet' ? {} : { failure: reason })
      refresh()
    }
  }

  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (money.risk.level === 'confirm') {
      // The second click of a double click is the same gesture, not a confirmation.
      if (event.detail > 1) return
      if (!armed) return setArmedAt(money.risk.percent)
    }
    void swap()
  }
  const fiat = (value: number | undefined, testId: string) => value !== undefined && <small data-testid={testId}>{`≈ ${formatFiat(value)}`}</small>

  return (
    <div className="foyer-body foyer-send">
      <dl className="foyer-send-review">
        <div>
          <dt>{m.youPay}</dt>
          <dd>
            <span data-testid="swap-paid">{`${formatExactUnits(order.amount, order.from.decimals)} ${order.from.symbol}`}</span>
            {fiat(money.paid, 'swap-paid-fiat')}
          </dd>
        </div>
        <div>
          <dt>{m.youReceive}</dt>
          <dd aria-live="polite">
            <span data-testid="swap-received">{`≈ ${figures.received}`}</span>
            {fiat(money.received, 'swap-received-fiat')}
          </dd>
        </div>
        <div>
          <dt>{m.minimumReceived}</dt>
          <dd data-testid="swap-minimum">{minimum}</dd>
        </div>
        <div>
          <dt>{m.rate}</dt>
          <dd data-testid="swap-rate">{figures.rate}</dd>
        </div>
        <div>
          <dt>{m.priceImpact}</dt>
          <dd data-testid="swap-impact">{figures.priceImpact ?? '—'}</dd>
        </div>
        <div>
          <dt>{m.slippageRow}</dt>
          <dd>{percentText(order.slippage)}</dd>
        </div>
        <div>
          <dt>{m.fee}</dt>
          <dd data-testid="swap-fee">{swapFeeText(preview, figures.fee, m)}</dd>
        </div>
        <div>
          <dt>{m.network}</dt>
          <dd style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <NetworkImage network={setup.network} />
            {setup.network.name}
          </dd>
        </div>
      </dl>
      {preview.approval && (
        <p className="foyer-send-note" data-testid="swap-approval-note">
          {fillMessage(preview.together ? m.togetherNote : preview.resetFirst ? m.resetNote : m.approveNote, { symbol: order.from.symbol })}
        </p>
      )}
      <div aria-live="polite">
        <SwapRiskNote money={money} armed={armed} ceiling={ceiling} texts={m} noteRef={note} />
      </div>
      <FormProblem>{problemText ?? failureText}</FormProblem>
      <div className="foyer-send-actions">
        <button type="button" className="foyer-button" data-variant="secondary" onClick={() => client.back()} disabled={busy}>
          {m.edit}
        </button>
        <button type="button" className="foyer-button" {...(armed && { 'data-variant': 'danger' })} onClick={press} disabled={busy || Boolean(problem) || refused}>
          {step === 'approving' ? m.approving : step === 'swapping' ? m.swapping : armed ? m.swapAnyway : preview.approval ? fillMessage(m.approveAndSwap, { symbol: order.from.symbol }) : m.swap}
        </button>
      </div>
    </div>
  )
}
