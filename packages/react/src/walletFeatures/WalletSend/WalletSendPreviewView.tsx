import {
  balanceUnits,
  EMPTY_SEND,
  sendReviewed,
  fillMessage,
  formatAmount,
  formatExactUnits,
  formatFiat,
  formatUnits,
  parseUnits,
  sendProblem,
  sendReceiverAddress,
  sendStateOf,
  sendTexts,
} from '@foyer/core/internal'
import { useState } from 'react'
import { Avatar } from '../../components/Avatar/Avatar.tsx'
import { NetworkImage } from '../../components/NetworkImage/NetworkImage.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useActiveChain } from '../../hooks/useActiveChain.ts'
import { useFeatureDraft } from '../../hooks/useFeatureDraft.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useNamespace } from '../../hooks/useNamespace.ts'
import { useToAccount } from '../../hooks/useToAccount.ts'
import { FormProblem } from '../formParts.tsx'
import { sendableTokens, tokenOf } from './sendToken.ts'
import { useSendStyles } from './SendStyles.ts'
import { sendProblemWords } from './sendProblemWords.ts'
import { sendOrderOf, useNetworkFee, useSendSpeeds } from './useNetworkFee.ts'

/**
 * The send's review: what goes to whom on which network (the amount exactly, every decimal the chain
 * moves, not the lists' three), the speed where the namespace offers a choice (bip122: Slow, Normal,
 * Fast, each its fee rate, quoted anew when chosen), the change it pays back (bip122), and the network fee in the native
 * currency and in dollars (eip155: the node's estimate; Solana: the signature fee plus the rent of
 * the receiver's token account when the send opens it; "Unavailable" when the node cannot say), and
 * the network's refusal the quote found (polkadot's existential deposit), said before anything is signed.
 * Send asks the wallet; once it answers, the transaction is pending and the Account view shows.
 */
export default function WalletSendPreviewView() {
  useSendStyles()
  const { client } = useFoyerInstance()
  const m = useMessages(sendTexts)
  const chain = useActiveChain()
  const { draft, store: state } = useFeatureDraft(sendStateOf)
  const namespace = useNamespace(chain?.namespace)
  const toAccount = useToAccount()
  const [sending, setSending] = useState(false)
  const tokens = sendableTokens(chain)
  const token = tokenOf(tokens, draft.token) ?? tokens[0]
  const network = chain?.networkState.caipNetwork
  const from = chain?.accountState.address
  const units = token ? parseUnits(draft.amount, Number(token.quantity.decimals)) : null
  // A name typed as the receiver goes to the address it was looked up to, shown in full beside it.
  const receiver = sendReceiverAddress(draft)
  const named = draft.receiverName?.address === receiver ? draft.receiverName : undefined
  // Where the namespace lets the sender choose how soon the send lands (bip122's fee rates), the review quotes the speed chosen.
  const speeds = useSendSpeeds(chain?.namespace)
  const speed = speeds.length ? (draft.speed ?? 'normal') : undefined
  const question = chain && from && token && units !== null ? { chain, token, units, receiver, ...(speed && { speed }) } : undefined
  const fee = useNetworkFee(question)

  if (!chain || !network || !from || !token || units === null) return null
  const nativeToken = tokens.find((candidate) => !candidate.address)
  const nativeBalance = nativeToken ? balanceUnits(nativeToken) : 0n
  const nativeDecimals = network.nativeCurrency.decimals
  if (!namespace) return null
  const { module } = namespace
  const feeDecimals = module.feeDecimals ?? 6
  const minimum = module.sendMinimum?.(receiver)
  const problem = sendProblem({
    addresses: module.address,
    network,
    minimum,
    token,
    native: !token.address,
    amount: draft.amount,
    receiver,
    nativeBalance,
    ...(fee.status === 'known' && { fee: fee.quote.fee, ...(fee.quote.refusal && { refusal: fee.quote.refusal }) }),
    // Spec §5: a smart account whose fee the app's paymaster pays needs no native balance for it.
    ...(fee.status === 'known' && fee.quote.paidByApp && { smartAccount: true }),
  })
  // The least balance the quote found the network keeps (polkadot's existential deposit), said where it refuses the send.
  const refusal = fee.status === 'known' ? fee.quote.refusal : undefined
  const shownMinimum = refusal?.minimum ?? minimum
  const limits = { ...(shownMinimum !== undefined && { minimum: shownMinimum }), ...(refusal?.problem === 'leavesBelowMinimum' && { most: refusal.most }) }
  // A namespace that builds its send from the quote (solana) has nothing to send without one.
  const ready = fee.status === 'known' || (fee.status === 'unavailable' && fee.sendable)
  const fiat = (amount: bigint, decimals: number, price: number | null | undefined) => (price == null ? undefined : formatFiat((Number(amount) / 10 ** decimals) * price))
  // In the namespace's fee decimals: a Solana fee is a few thousand lamports, every digit of SOL's 9 is shown.
  const native = (amount: bigint) => `${formatAmount(formatUnits(amount, nativeDecimals), feeDecimals)} ${network.nativeCurrency.symbol}`
  const sentFiat = fiat(units, Number(token.quantity.decimals), token.price)
  const feeText =
    fee.status === 'known'
      ? fee.quote.paidByApp
        ? m.feePaidByApp
        : fee.quote.feeIsCeiling
          ? fillMessage(m.feeUpTo, { fee: native(fee.quote.fee) })
          : native(fee.quote.fee)
      : fee.status === 'estimating'
        ? m.estimating
        : m.feeUnavailable
  const feeFiat = fee.status === 'known' && !fee.quote.paidByApp ? fiat(fee.quote.fee, nativeDecimals, nativeToken?.price) : undefined
  // What the transaction pays back to the sender (bip122's change output), exactly.
  const change = fee.status === 'known' && fee.quote.change !== undefined && fee.quote.change > 0n ? fee.quote.change : undefined
  const opensAccount = fee.status === 'known' && fee.quote.accountRent > 0n ? fillMessage(m.feeOpensAccount, { amount: native(fee.quote.accountRent), symbol: token.symbol }) : undefined

  const send = async () => {
    setSending(true)
    try {
      await sendReviewed(client.ctx, { network, order: sendOrderOf({ chain, token, units, receiver, ...(speed && { speed }) }), quote: fee.status === 'known' ? fee.quote : undefined })
      state.set(EMPTY_SEND)
      toAccount()
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
            {`${formatExactUnits(units, Number(token.quantity.decimals))} ${token.symbol}`}
            {sentFiat && <small>{sentFiat}</small>}
          </dd>
        </div>
        <div>
          <dt>{m.to}</dt>
          <dd>
            {named && (
              <span className="foyer-send-name" data-testid="send-review-name">
                <Avatar address={named.address} image={named.avatar} size="sm" />
                {named.name}
              </span>
            )}
            <span className="foyer-send-address" data-testid="send-receiver">
              {receiver}
            </span>
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
            {opensAccount && <small data-testid="send-fee-account">{opensAccount}</small>}
          </dd>
        </div>
        {change !== undefined && (
          <div>
            <dt>{m.change}</dt>
            <dd data-testid="send-change">
              {native(change)}
              <small>{m.changeNote}</small>
            </dd>
          </div>
        )}
      </dl>
      {speed && (
        <fieldset className="foyer-send-speeds" disabled={sending}>
          <legend>{m.speed}</legend>
          <div>
            {speeds.map((offered) => (
              <label key={offered}>
                <input type="radio" name="foyer-send-speed" value={offered} checked={offered === speed} onChange={() => state.set({ ...draft, speed: offered })} />
                {m.speeds[offered]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {problem && <FormProblem>{sendProblemWords(problem, { m, words: namespace.texts, network, token, ...limits })}</FormProblem>}
      <div className="foyer-send-actions">
        <button type="button" className="foyer-button" data-variant="secondary" onClick={() => client.back()} disabled={sending}>
          {m.edit}
        </button>
        <button type="button" className="foyer-button" onClick={() => void send()} disabled={sending || Boolean(problem) || !ready}>
          {sending ? m.confirmInWallet : m.send}
        </button>
      </div>
    </div>
  )
}
