import {
  balanceUnits,
  fillMessage,
  formatAmount,
  formatFiat,
  formatUnits,
  maxSendable,
  sendProblem,
  sendProblems,
  sendReceiverAddress,
  sendStateOf,
  sendTexts,
  type SendProblem,
} from '@foyer/core/internal'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useFoyerInstance } from '../../context.ts'
import { useActiveChain } from '../../hooks/useActiveChain.ts'
import { useFeatureDraft } from '../../hooks/useFeatureDraft.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useNamespace } from '../../hooks/useNamespace.ts'
import { usePreloadView } from '../../views/preloadView.ts'
import { AmountInput, FormProblem } from '../formParts.tsx'
import { maxFeeReserve } from './feeReserve.ts'
import { ReceiverNameNote } from './ReceiverNameNote.tsx'
import { sendProblemWords } from './sendProblemWords.ts'
import { sendableTokens, tokenOf } from './sendToken.ts'
import { useSendStyles } from './SendStyles.ts'
import { useReceiverName } from './useReceiverName.ts'
import { sendsFromSmartAccount } from './useNetworkFee.ts'

/**
 * The send form (a namespace whose module sends: eip155, Solana, Bitcoin): the token from the account's
 * balances, the amount (Max keeps the network fee back for the native currency), the receiver's
 * address or, where the namespace has names, a name, looked up as it is typed and shown with its
 * avatar and address. Each field's problem is said under it once the visitor has touched it (or
 * pressed Review: every field's at once), in spec §5's order and words (the namespace's own sentence for a missing or
 * invalid amount or receiver where it has one: Solana); a receiver must be an address of the active
 * network, and paid no less than it accepts (Bitcoin's dust limit). Review opens the preview.
 */
export default function WalletSendView() {
  useSendStyles()
  const { client } = useFoyerInstance()
  const preloadView = usePreloadView()
  const m = useMessages(sendTexts)
  const ids = { token: useId(), amount: useId(), receiver: useId(), amountProblem: useId(), receiverProblem: useId(), receiverName: useId() }
  const chain = useActiveChain()
  const { draft, store: state } = useFeatureDraft(sendStateOf)
  const [touched, setTouched] = useState<{ amount?: boolean; receiver?: boolean; all?: boolean }>({})
  const lookup = useReceiverName(chain?.namespace, draft.receiver)
  const namespace = useNamespace(chain?.namespace)
  // The looked-up name travels with the draft to the review, which sends to its address.
  const found = lookup.status === 'found' ? lookup.receiver : undefined
  useEffect(() => {
    if (state.get().receiverName !== found) state.set({ ...state.get(), receiverName: found })
  }, [state, found])
  const tokens = sendableTokens(chain)
  const network = chain?.networkState.caipNetwork
  const token = tokenOf(tokens, draft.token) ?? tokens[0]
  if (!chain || !network || !chain.accountState.address || !namespace) return null
  const { module, texts: words } = namespace
  if (!token) return <p className="foyer-empty">{fillMessage(m.nothingToSend, { network: network.name })}</p>
  const from = chain.accountState.address

  const native = !token.address
  const nativeToken = tokens.find((candidate) => !candidate.address)
  const nativeBalance = nativeToken ? balanceUnits(nativeToken) : 0n
  const decimals = Number(token.quantity.decimals)
  // The form checks what it can know; the preview checks the fee once the node has estimated it.
  const receiver = lookup.status === 'found' ? lookup.receiver.address : sendReceiverAddress(draft)
  const minimum = module.sendMinimum?.(receiver)
  // A smart account's fee may be the app's to pay (spec §5): the review, which knows who pays, checks it.
  const smartAccount = sendsFromSmartAccount(chain)
  const check = { addresses: module.address, network, minimum, token, native, amount: draft.amount, receiver, nativeBalance, ...(smartAccount && { smartAccount }) }
  const problem = sendProblem(check)
  const problems = sendProblems(check)
  const problemText = (which: SendProblem) => sendProblemWords(which, { m, words, network, token, ...(minimum !== undefined && { minimum }) })
  // A typed name is the receiver's problem until it is found: pointing nowhere, or names out of reach, in words of their own.
  const nameProblem = lookup.status === 'notFound' ? fillMessage(m.problems.nameNotFound, { name: lookup.name }) : lookup.status === 'unavailable' ? m.problems.namesUnavailable : undefined
  const amountProblem = problems.amount && (touched.amount || touched.all) ? problemText(problems.amount) : undefined
  // A finished lookup is said at once (it answers what was typed); an address's problem once the field is left or Review pressed.
  const receiverInvalid = nameProblem ?? (problems.receiver && lookup.status === 'address' && (touched.receiver || touched.all) ? problemText(problems.receiver) : undefined)
  // A namespace that words both in one sentence (Solana) says it once, under the amount.
  const receiverProblem = receiverInvalid === amountProblem ? undefined : receiverInvalid

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched({ all: true })
    if (!problem && (lookup.status === 'address' || lookup.status === 'found')) client.push('WalletSendPreview')
  }

  return (
    <form className="foyer-body foyer-send" onSubmit={submit} noValidate>
      <label htmlFor={ids.token}>
        {m.token}
        <span className="foyer-send-field">
          <select id={ids.token} value={token.address ?? ''} onChange={(event) => state.set({ ...draft, token: event.target.value || undefined })}>
            {tokens.map((candidate) => (
              <option key={candidate.address ?? 'native'} value={candidate.address ?? ''}>
                {`${candidate.symbol} · ${formatAmount(candidate.quantity.numeric)}${candidate.value == null ? '' : ` · ${formatFiat(candidate.value)}`}`}
              </option>
            ))}
          </select>
        </span>
      </label>
      <label htmlFor={ids.amount}>
        {m.amount}
        <span className="foyer-send-field" data-invalid={Boolean(amountProblem)}>
          <AmountInput
            id={ids.amount}
            value={draft.amount}
            problem={amountProblem}
            problemId={ids.amountProblem}
            onChange={(amount) => state.set({ ...draft, amount })}
            onLeave={() => setTouched((was) => ({ ...was, amount: true }))}
          />
          <span aria-hidden="true">{token.symbol}</span>
          <button
            type="button"
            className="foyer-send-max"
            aria-label={m.maxLabel}
            onClick={async () => {
              // The native currency pays the fee: Max keeps it back.
              const fee = native ? await maxFeeReserve(client, chain.namespace, network, from) : 0n
              state.set({ ...state.get(), amount: formatUnits(maxSendable(token, native, fee), decimals) })
            }}
          >
            {m.max}
          </button>
        </span>
      </label>
      <p className="foyer-send-note">{fillMessage(m.available, { amount: `${formatAmount(token.quantity.numeric)} ${token.symbol}` })}</p>
      <FormProblem id={ids.amountProblem}>{amountProblem}</FormProblem>
      <label htmlFor={ids.receiver}>
        {m.receiver}
        <span className="foyer-send-field" data-invalid={Boolean(receiverInvalid)}>
          <input
            id={ids.receiver}
            autoComplete="off"
            spellCheck={false}
            placeholder={words.receiverPlaceholder}
            value={draft.receiver}
            aria-invalid={Boolean(receiverInvalid)}
            aria-describedby={receiverProblem ? ids.receiverProblem : receiverInvalid ? ids.amountProblem : lookup.status === 'found' || lookup.status === 'resolving' ? ids.receiverName : undefined}
            onChange={(event) => state.set({ ...draft, receiver: event.target.value.trim() })}
            onBlur={(event) => event.target.value && setTouched((was) => ({ ...was, receiver: true }))}
          />
        </span>
      </label>
      <ReceiverNameNote lookup={lookup} id={ids.receiverName} />
      <FormProblem id={ids.receiverProblem}>{receiverProblem}</FormProblem>
      <button type="submit" className="foyer-button" data-block="true" onPointerEnter={() => preloadView('WalletSendPreview')} onFocus={() => preloadView('WalletSendPreview')}>
        {m.review}
      </button>
    </form>
  )
}
