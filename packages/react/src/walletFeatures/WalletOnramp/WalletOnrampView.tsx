import {
  currencyImageUrl,
  defaultPurchase,
  FIAT_PRESETS,
  fillMessage,
  formatAmount,
  heldAmount,
  ONRAMP_PROVIDER_NAMES,
  ONRAMP_PROVIDERS,
  onrampAmountProblem,
  onrampDraftOf,
  onrampOptions,
  onrampTexts,
  openOnrampWindow,
  paymentLimit,
  paymentMethodsOf,
  purchasesOn,
  startOnrampPurchase,
  type OnrampMoney,
} from '@foyer/core/internal'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useFoyerInstance } from '../../context.ts'
import { useActiveChain } from '../../hooks/useActiveChain.ts'
import { useAnswer } from '../../hooks/useAnswer.ts'
import { useFeatureDraft } from '../../hooks/useFeatureDraft.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { usePreloadView } from '../../views/preloadView.ts'
import { AmountInput, FormProblem } from '../formParts.tsx'
import { useOnrampStyles } from './OnrampStyles.ts'
import { useOnrampQuote } from './useOnrampQuote.ts'

/** How often the view asks again for the options while the server has not answered them. */
const OPTIONS_RETRY_MS = 10_000

/**
 * Buy crypto (eip155 and solana): the fiat amount (with presets) in a payment currency, the payment
 * method and its limits (spec §9), the asset on the connected network, the provider's quote with its
 * fees, and the provider. Continue opens a window at once (in the click, so no popup blocker stops
 * it), asks the server for the provider's page and shows it there; the waiting view follows. While the server does not answer the options, one
 * clear "Buying is unavailable right now" instead of a form that cannot work, asked again every 10 s
 * so that the form comes back by itself.
 */
export default function WalletOnrampView() {
  useOnrampStyles()
  const { client } = useFoyerInstance()
  const preloadView = usePreloadView()
  const m = useMessages(onrampTexts)
  const ids = { amount: useId(), amountProblem: useId(), currency: useId(), asset: useId(), limits: useId() }
  const chain = useActiveChain()
  const { draft, store: draftStore } = useFeatureDraft(onrampDraftOf)
  // Asked again (refresh) while the server is away: the last answer stands meanwhile, so nothing flickers.
  const asked = useAnswer({ key: 'options', ask: () => onrampOptions(client.ctx), keepPrevious: true })
  const options = asked.status === 'answered' ? asked.data : asked.status === 'loading' ? asked.previous : undefined
  const [touched, setTouched] = useState(false)
  const [opening, setOpening] = useState(false)
  const [failed, setFailed] = useState(false)
  const amountRef = useRef<HTMLInputElement>(null)

  const network = chain?.networkState.caipNetwork
  const address = chain?.accountState.address
  const currency = options?.paymentCurrencies.find((candidate) => candidate.id === draft.currency) ?? options?.paymentCurrencies[0]
  const currencyId = currency?.id ?? draft.currency
  const methods = paymentMethodsOf(currency)
  const method = methods.includes(draft.method) ? draft.method : methods[0]!
  const limit = paymentLimit(currency, method)
  // The server's providers only (an operator may configure one); the chosen one, else its default.
  const providers = options?.providers ?? ONRAMP_PROVIDERS
  const provider = providers.includes(draft.provider) ? draft.provider : (providers[0] ?? draft.provider)
  const problem = onrampAmountProblem(draft.amount, limit)
  const sold = options && network ? purchasesOn(options, network) : []
  const purchase = options && network ? defaultPurchase(options, network, draft.asset) : undefined
  const question =
    purchase && !problem ? { purchaseCurrency: purchase.asset.id, paymentCurrency: currencyId, amount: draft.amount, network: purchase.network.name, paymentMethod: method, provider } : undefined
  const quote = useOnrampQuote(client, question)
  const away = options?.reached === false
  const { refresh } = asked
  useEffect(() => {
    if (!away) return
    const timer = setTimeout(refresh, OPTIONS_RETRY_MS)
    return () => clearTimeout(timer)
  }, [away, options, refresh])

  if (!chain || !network || !address) return null
  if (away) {
    return (
      <div className="foyer-body" role="status" data-testid="onramp-unavailable">
        <p className="foyer-empty">{m.away.title}</p>
        <p className="foyer-send-note">{m.away.note}</p>
      </div>
    )
  }
  const set = (patch: Partial<typeof draft>) => draftStore.set({ ...draftStore.get(), ...patch })
  const methodName = (id: string) => (id === 'card' || id === 'bank_account' ? m.methods[id] : id)
  const amountProblem =
    problem && touched
      ? problem.kind === 'amount'
        ? m.problems.amount
        : fillMessage(m.problems.limits, { min: problem.min, max: problem.max, currency: currencyId, method: methodName(method).toLowerCase() })
      : undefined
  const money = (value: OnrampMoney) => `${value.amount} ${value.currency}`
  /** The crypto bought, every digit the provider quoted and no trailing zeros: 0.03280000 ETH is 0.0328 ETH. */
  const crypto = (value: OnrampMoney) => `${/^\d+(\.\d+)?$/.test(value.amount) ? formatAmount(value.amount, 18) : value.amount} ${value.currency}`

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    setFailed(false)
    if (problem || !purchase || opening) {
      amountRef.current?.focus()
      return
    }
    // Opened now, inside the click: after the server's answer the browser would block it.
    const popup = openOnrampWindow()
    setOpening(true)
    const order = { provider, address, network: purchase.network.name, symbol: purchase.asset.symbol, amount: draft.amount, currency: currencyId, method }
    const before = heldAmount(chain.accountState.tokenBalance ?? [], purchase.network.contract_address)
    startOnrampPurchase(client.ctx, popup, order).then(
      ({ url, opened }) => client.push('WalletOnrampPurchase', { provider, url, opened, symbol: purchase.asset.symbol, contract: purchase.network.contract_address, before }),
      () => {
        setOpening(false)
        setFailed(true)
      },
    )
  }

  return (
    <form className="foyer-body foyer-send" onSubmit={submit} noValidate>
      <label htmlFor={ids.amount}>
        {m.amount}
        <span className="foyer-send-field" data-invalid={Boolean(amountProblem)}>
          <AmountInput
            inputRef={amountRef}
            id={ids.amount}
            autoFocus
            value={draft.amount}
            problem={amountProblem}
            problemId={ids.amountProblem}
            describedBy={limit ? ids.limits : undefined}
            onChange={(amount) => set({ amount: amount.trim() })}
            onLeave={() => setTouched(true)}
          />
          <span aria-hidden="true">{currencyId}</span>
        </span>
      </label>
      <div className="foyer-onramp-presets">
        {FIAT_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={draft.amount === preset}
            aria-label={fillMessage(m.presetLabel, { amount: `${preset} ${currencyId}` })}
            onClick={() => set({ amount: preset })}
          >
            {`${currency?.symbol ?? ''}${preset}`}
          </button>
        ))}
      </div>
      {limit && (
        <p className="foyer-send-note" id={ids.limits}>
          {fillMessage(m.limits, { min: String(Number(limit.min)), max: String(Number(limit.max)), currency: currencyId, method: methodName(method).toLowerCase() })}
        </p>
      )}
      <FormProblem id={ids.amountProblem}>{amountProblem}</FormProblem>
      <label htmlFor={ids.currency}>
        {m.currency}
        <span className="foyer-send-field">
          <CurrencyImage currencyId={currencyId} />
          <select id={ids.currency} value={currencyId} onChange={(event) => set({ currency: event.target.value })}>
            {(options?.paymentCurrencies ?? [{ id: currencyId, name: currencyId }]).map((candidate) => (
              <option key={candidate.id} value={candidate.id}>{`${candidate.id} · ${candidate.name}`}</option>
            ))}
          </select>
        </span>
      </label>
      {options?.fallback && <p className="foyer-send-note">{m.fallbackOptions}</p>}
      <fieldset className="foyer-onramp-choice">
        <legend>{m.method}</legend>
        <div className="foyer-onramp-options">
          {methods.map((candidate) => (
            <label key={candidate}>
              <input type="radio" name="foyer-onramp-method" value={candidate} checked={candidate === method} onChange={() => set({ method: candidate })} />
              {methodName(candidate)}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={ids.asset}>
        {m.asset}
        <span className="foyer-send-field">
          <select id={ids.asset} value={purchase?.asset.id ?? ''} disabled={sold.length === 0} onChange={(event) => set({ asset: event.target.value })}>
            {sold.map((entry) => (
              <option key={entry.asset.id} value={entry.asset.id}>
                {fillMessage(m.assetOn, { symbol: entry.asset.symbol, network: entry.network.display_name })}
              </option>
            ))}
          </select>
        </span>
      </label>
      {options && sold.length === 0 && <FormProblem>{fillMessage(m.problems.nothingToBuy, { network: network.name })}</FormProblem>}
      <fieldset className="foyer-onramp-choice">
        <legend>{m.provider}</legend>
        <div className="foyer-onramp-options">
          {providers.map((offered) => (
            <label key={offered}>
              <input type="radio" name="foyer-onramp-provider" value={offered} checked={offered === provider} onChange={() => set({ provider: offered })} />
              {ONRAMP_PROVIDER_NAMES[offered]}
            </label>
          ))}
        </div>
      </fieldset>
      <section aria-label={m.quote} aria-live="polite" aria-busy={quote.status === 'quoting'}>
        {quote.status === 'known' ? (
          <dl className="foyer-send-review" data-testid="onramp-quote">
            <div>
              <dt>{m.youGet}</dt>
              <dd data-testid="onramp-quote-amount">{crypto(quote.quote.purchaseAmount)}</dd>
            </div>
            <div>
              <dt>{m.networkFee}</dt>
              <dd>{money(quote.quote.networkFee)}</dd>
            </div>
            <div>
              <dt>{m.providerFee}</dt>
              <dd>{money(quote.quote.providerFee)}</dd>
            </div>
            <div>
              <dt>{m.total}</dt>
              <dd data-testid="onramp-quote-total">{money(quote.quote.paymentTotal)}</dd>
            </div>
          </dl>
        ) : quote.status === 'quoting' ? (
          <p className="foyer-send-note">{m.quoting}</p>
        ) : quote.status === 'unavailable' ? (
          <p className="foyer-send-note" data-testid="onramp-quote-unavailable">
            {m.quoteUnavailable}
          </p>
        ) : null}
      </section>
      {failed && <FormProblem>{m.problems.unavailable}</FormProblem>}
      <button
        type="submit"
        className="foyer-button"
        data-block="true"
        disabled={opening}
        onPointerEnter={() => preloadView('WalletOnrampPurchase')}
        onFocus={() => preloadView('WalletOnrampPurchase')}
      >
        {opening ? m.opening : m.continue}
      </button>
    </form>
  )
}

/** The payment currency's image from the Foyer server (decorative: the select names the currency); nothing where it does not load. */
function CurrencyImage({ currencyId }: { currencyId: string }) {
  const { client } = useFoyerInstance()
  const url = currencyImageUrl(client.ctx, currencyId)
  const [failed, setFailed] = useState<string>()
  if (!url || failed === url) return null
  return <img className="foyer-currency-image" src={url} alt="" onError={() => setFailed(url)} />
}
