/**
 * The parts the wallet features' forms share (Send, Swap, Buy): an amount as typed, and a problem
 * said under its field. Styled by the send form's classes, which those views load.
 */
import type { ReactNode, Ref } from 'react'

interface AmountInputProps {
  id: string
  value: string
  /** What is wrong with the amount, if anything: marks the field invalid and points to the problem's text. */
  problem: string | undefined
  problemId: string
  /** Another element describing the field (the buy form's limits), read after the problem. */
  describedBy?: string
  onChange: (value: string) => void
  /** The visitor left the field with something in it: its problem may be said now. */
  onLeave: () => void
  inputRef?: Ref<HTMLInputElement>
  /** The field the view focuses when it opens. */
  autoFocus?: boolean
}

/** A decimal amount: the number keyboard on phones, nothing autofilled, invalid while it has a problem. */
export function AmountInput({ id, value, problem, problemId, describedBy, onChange, onLeave, inputRef, autoFocus }: AmountInputProps) {
  const description = [problem ? problemId : undefined, describedBy].filter(Boolean).join(' ')
  return (
    <input
      ref={inputRef}
      id={id}
      {...(autoFocus && { 'data-autofocus': true })}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      value={value}
      aria-invalid={Boolean(problem)}
      aria-describedby={description || undefined}
      onChange={(event) => onChange(event.target.value)}
      // Leaving a field still empty is not yet a mistake: saying so on blur would move the form's button from under the pointer that left it.
      onBlur={(event) => event.target.value && onLeave()}
    />
  )
}

/** A problem said in the form (and announced) while there is one: under its field when it has an id the field points to, else the form's own. */
export function FormProblem({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null
  return (
    <p className="foyer-send-error" id={id} role="alert">
      {children}
    </p>
  )
}
