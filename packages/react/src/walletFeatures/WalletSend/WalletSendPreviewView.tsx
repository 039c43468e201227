import { balanceUnits, EMPTY_SEND, erc20TransferData, estimateEvmSendFee, fillMessage, formatAmount, formatFiat, formatUnits, parseUnits, sendProblem, sendStateOf, sendTexts } from '@foyer/core/internal'
import { useEffect, useState } from 'react'
import { NetworkImage } from '../../components/NetworkImage/NetworkImage.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useStore } from '../../hooks/useStore.ts'
import { contractOf, sendableTokens, tokenOf } from './sendToken.ts'
import { useSendStyles } from './SendStyles.ts'

type Fee = { status: 'estimating' } | { status: 'known'; wei: bigint } | { status: 'unavailable' }

/**
 * The send's review: what goes to whom on which network, and the network fee in the native
 * currency and in dollars (the node's estimate; "Unavailable" when it cannot say). Send asks the
 * wallet; once it answers, the transaction is pending in Activity and the Account view shows.
 */
export default function WalletSendPreviewView() {
  useSendStyles()
  const { client } = useFoyerInstance()
  const m = useMessages(sendTexts)
  const chain = useStore(client.ctx.chains, (state) => (state.activeNamespace ? state.chains[state.activeNamespace] : undefined))
  const state = sendStateOf(client.ctx)
  const draft = useStore(state, (value) => value)
  const [fee, setFee] = useState<Fee>({ status: 'estimating' })
  const [sending, setSending] = useState(false)
  const tokens = sendableTokens(chain)
  const token = tokenOf(tokens, draft.token) ?? tokens[0]
  const network = chain?.networkState.caipNetwork
  const from = chain?.accountState.address
  const units = token ? parseUnits(draft.amount, Number(token.quantity.decimals)) : null
  const contract = token && contractOf(token)
  const transaction = from && token && units !== null ? (contract ? { to: contract, data: erc20TransferData(draft.receiver, units) } : { to: draft.receiver, value: units }) : undefined

  useEffect(() => {
    if (!network || !from || !transaction) return
    let current = true
    setFee({ status: 'estimating' })
    void estimateEvmSendFee(network, { from, ...transaction }).then((wei) => current && setFee(wei === undefined ? { status: 'unavailable' } : { status: 'known', wei }))
    return () => {
      current = false
    }
    // The transaction is derived from these; re-estimate only when they change.
  }, [network?.caipNetworkId, from, draft.token, draft.amount, draft.receiver])

  if (!chain || !network || !from || !token || units === null || !transaction) return null
  const nativeToken = tokens.find((candidate) => !candidate.address)
  const nativeBalance = nativeToken ? balanceUnits(nativeToken) : 0n
  const nativeDecimals = network.nativeCurrency.decimals
  const problem = sendProblem({
    namespace: chain.namespace,
    token,
    native: !contract,
    amount: draft.amount,
    receiver: draft.receiver,
    nativeBalance,
    ...(fee.status === 'known' && { fee: fee.wei }),
  })
  const fiat = (amount: bigint, decimals: number, price: number | null | undefined) =>
    price == null ? undefined : formatFiat((Number(amount) / 10 ** decimals) * price)
  const sentFiat = fiat(units, Number(token.quantity.decimals), token.price)
  const feeText =
    fee.status === 'known'
      ? `${formatAmount(formatUnits(fee.wei, nativeDecimals), 6)} ${network.nativeCurrency.symbol}`
      : fee.status === 'estimating'
        ? m.estimating
        : m.feeUnavailable
  const feeFiat = fee.status === 'known' ? fiat(fee.wei, nativeDecimals, nativeToken?.price) : undefined

  const send = async () => {
    setSending(true)
    try {
      // eip155's request types are adapter-evm's declaration (NamespaceRequests), which the package
      // build of @foyer/react does not see; the shape is eip155's TransactionInput ({ to, value?, data? }).
      await client.sendTransaction(transaction as never)
      state.set(EMPTY_SEND)
      client.ctx.router.reset('Account')
    } catch {
      // The snackbar says what happened ('Signature declined', or 'Failed to send transaction. Please try again.'); the review stays.
      setSending(false)
    }
  }

  return (
    <div className="foyer-body foyer-send">
      <dl className="foyer-send-review">
        <div>
          <dt>{m.youSend}</dt>
          <dd data-testid="send-amount">
            {`${formatAmount(formatUnits(units, Number(token.quantity.decimals)))} ${token.symbol}`}
            {sentFiat && <small>{sentFiat}</small>}
          </dd>
        </div>
        <div>
          <dt>{m.to}</dt>
          <dd className="foyer-send-address" data-testid="send-receiver">
            {draft.receiver}
          </dd>
        </div>
        <div>
          <dt>{m.network}</dt>
          <dd style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <NetworkImage network={network} />
            {network.name}
          </dd>
        </div>
        <div>
          <dt>{m.fee}</dt>
          <dd data-testid="send-fee" aria-live="polite">
            {feeText}
            {feeFiat && <small>{feeFiat}</small>}
          </dd>
        </div>
      </dl>
      {problem && (
        <p className="foyer-send-error" role="alert">
          {problem === 'insufficientGas'
            ? fillMessage(m.problems.insufficientGas, { symbol: network.nativeCurrency.symbol })
            : fillMessage(m.problems.overBalance, { amount: `${formatAmount(token.quantity.numeric)} ${token.symbol}` })}
        </p>
      )}
      <div className="foyer-send-actions">
        <button type="button" className="foyer-button" data-variant="secondary" onClick={() => client.back()} disabled={sending}>
          {m.edit}
        </button>
        <button type="button" className="foyer-button" onClick={() => void send()} disabled={sending || Boolean(problem) || fee.status === 'estimating'}>
          {sending ? m.confirmInWallet : m.send}
        </button>
      </div>
    </div>
  )
}
