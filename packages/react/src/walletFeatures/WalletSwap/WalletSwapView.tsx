import { fillMessage, formatAmount, formatUnits, HIGH_PRICE_IMPACT_PERCENT, parseSlippage, swapTexts, type SwapProblem } from '@foyer/core/internal'
import { useId, useState, type FormEvent } from 'react'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { usePreloadView } from '../../views/preloadView.ts'
import { AmountInput, FormProblem } from '../formParts.tsx'
import { percentText, swapAmountProblem, swapFeeText, swapFigures, swapOrderOf } from './swapOrder.ts'
import { SwapStatus, TokenMark } from './SwapStatus.tsx'
import { useSwapStyles } from './SwapStyles.ts'
import { shownPreview, useSwapPreview } from './useSwapPreview.ts'
import { useSwapSetup } from './useSwapSetup.ts'

/**
 * The swap form (eip155): the token to pay with (the account's, first) and its amount, the token to
 * receive (from the server's list, searchable), the quote asked as the visitor types and every 15 s
 * (what is received, the rate, the price impact, the network fee in dollars), and the slippage
 * tolerance (spec §9: 1 %). Each problem is said under its field once touched (or on Review): an
 * amount that is not one, above the balance, or leaving too little for the fee. Review opens the review.
 */
export default function WalletSwapView() {
  useSwapStyles()
  const { client } = useFoyerInstance()
  const preloadView = usePreloadView()
  const m = useMessages(swapTexts)
  const ids = { amount: useId(), slippage: useId(), amountProblem: useId(), slippageProblem: useId(), quoteProblem: useId(), toProblem: useId() }
  const [touched, setTouched] = useState<{ amount?: boolean; slippage?: boolean; all?: boolean }>({})
  const setup = useSwapSetup()
  const order = setup.status === 'ready' ? swapOrderOf(setup) : undefined
  const { quote } = useSwapPreview(order)
  if (setup.status !== 'ready') return <SwapStatus setup={setup} />
  const { from, to, draft, state } = setup
  const preview = shownPreview(quote)
  const problem = swapAmountProblem(setup, preview)
  const held = setup.holdingOf(from)
  const balanceText = `${formatAmount(held?.quantity.numeric ?? formatUnits(setup.balanceOf(from), from.decimals))} ${from.symbol}`
  const problemText = (which: SwapProblem) =>
    which === 'amount'
      ? fillMessage(m.problems.amount, { decimals: from.decimals })
      : which === 'overBalance'
        ? fillMessage(m.problems.overBalance, { amount: balanceText })
        : fillMessage(m.problems.insufficientGas, { symbol: setup.network.nativeCurrency.symbol })
  // The fee's problem is known only from a quote: said at once; the others once the field is touched.
  const amountProblem = problem && (problem === 'insufficientGas' || touched.amount || touched.all) ? problemText(problem) : undefined
  const slippageProblem = parseSlippage(draft.slippage) === null && (touched.slippage || touched.all) ? m.problems.slippage : undefined
  const toProblem = !to && touched.all ? m.problems.chooseTo : undefined
  const quoteProblem = quote.status === 'failed' && !problem ? (quote.failure === 'refused' ? m.problems.noRoute : m.problems.unavailable) : undefined
  const figures = order && preview ? swapFigures(setup, order, preview) : undefined
  const highImpact = preview?.priceImpact !== undefined && preview.priceImpact >= HIGH_PRICE_IMPACT_PERCENT ? fillMessage(m.highPriceImpact, { percent: percentText(preview.priceImpact) }) : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched({ all: true })
    if (order && !problem && preview) client.push('WalletSwapPreview')
  }
  const choose = (side: 'from' | 'to') => client.push('WalletSwapSelectToken', { side })
  const preloadList = () => preloadView('WalletSwapSelectToken')

  return (
    <form className="foyer-body foyer-send" onSubmit={submit} noValidate>
      <div className="foyer-swap-side">
        <label htmlFor={ids.amount}>{m.youPay}</label>
        <span className="foyer-send-field" data-invalid={Boolean(amountProblem)}>
          <AmountInput
            id={ids.amount}
            value={draft.amount}
            problem={amountProblem}
            problemId={ids.amountProblem}
            onChange={(amount) => state.set({ ...state.get(), amount })}
            onLeave={() => setTouched((was) => ({ ...was, amount: true }))}
          />
          <button
            type="button"
            className="foyer-swap-token"
            aria-label={fillMessage(m.chooseFrom, { symbol: from.symbol })}
            onClick={() => choose('from')}
            onPointerEnter={preloadList}
            onFocus={preloadList}
          >
            <TokenMark logoUri={from.logoUri} />
            {from.symbol}
          </button>
        </span>
      </div>
      <p className="foyer-send-note">{fillMessage(m.available, { amount: balanceText })}</p>
      <FormProblem id={ids.amountProblem}>{amountProblem}</FormProblem>
      <div className="foyer-swap-side">
        <span>{m.youReceive}</span>
        <span className="foyer-send-field" data-invalid={Boolean(toProblem)}>
          <output className="foyer-swap-out" data-testid="swap-received" data-muted={!figures} aria-live="polite">
            {figures ? `≈ ${figures.received}` : quote.status === 'quoting' ? m.quoting : '0'}
          </output>
          <button
            type="button"
            className="foyer-swap-token"
            aria-label={fillMessage(m.chooseTo, { symbol: to?.symbol ?? m.selectToken })}
            aria-describedby={toProblem ? ids.toProblem : undefined}
            onClick={() => choose('to')}
            onPointerEnter={preloadList}
            onFocus={preloadList}
          >
            {to && <TokenMark logoUri={to.logoUri} />}
            {to?.symbol ?? m.selectToken}
          </button>
        </span>
      </div>
      <FormProblem id={ids.toProblem}>{toProblem}</FormProblem>
      <FormProblem id={ids.quoteProblem}>{quoteProblem}</FormProblem>
      {figures && (
        <dl className="foyer-send-review" data-testid="swap-details">
          <div>
            <dt>{m.rate}</dt>
            <dd data-testid="swap-rate">{figures.rate}</dd>
          </div>
          <div>
            <dt>{m.priceImpact}</dt>
            <dd data-testid="swap-impact">{figures.priceImpact ?? '—'}</dd>
          </div>
          <div>
            <dt>{m.fee}</dt>
            <dd data-testid="swap-fee">{swapFeeText(preview, figures.fee, m)}</dd>
          </div>
        </dl>
      )}
      {highImpact && <p className="foyer-swap-warning">{highImpact}</p>}
      <label htmlFor={ids.slippage}>
        {m.slippage}
        <span className="foyer-send-field foyer-swap-slippage" data-invalid={Boolean(slippageProblem)}>
          <input
            id={ids.slippage}
            inputMode="decimal"
            autoComplete="off"
            value={draft.slippage}
            aria-invalid={Boolean(slippageProblem)}
            aria-describedby={slippageProblem ? ids.slippageProblem : undefined}
            onChange={(event) => state.set({ ...state.get(), slippage: event.target.value })}
            onBlur={() => setTouched((was) => ({ ...was, slippage: true }))}
          />
        </span>
      </label>
      <FormProblem id={ids.slippageProblem}>{slippageProblem}</FormProblem>
      <button type="submit" className="foyer-button" data-block="true" onPointerEnter={() => preloadView('WalletSwapPreview')} onFocus={() => preloadView('WalletSwapPreview')}>
        {m.review}
      </button>
    </form>
  )
}
