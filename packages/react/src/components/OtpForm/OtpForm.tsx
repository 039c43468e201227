import { AUTH_MESSAGES, authErrorTexts, CODE_SPENT_MESSAGES, emailTexts, localizeText, RETRYABLE_MESSAGES } from '@foyer/core/internal'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useMessages } from '../../hooks/useMessages.ts'
import { useFormStyles } from '../Form/FormStyles.ts'
import { useOtpFormStyles } from './OtpFormStyles.ts'

const LENGTH = 6

export interface OtpFormProps {
  /** The field's accessible label ('6-digit code'). */
  label: string
  /** Called with the six digits; a rejection's message shows under the code. */
  onSubmit(otp: string): Promise<unknown>
  /** 'Resend code': a rejection's message (the 30 s cooldown) shows under the code too. */
  onResend?(): Promise<unknown>
}

/**
 * The 6-digit code from an email: one real input (autocomplete="one-time-code", so phones offer the
 * code and a paste of the six digits works), drawn as six cells. It submits itself at the sixth digit.
 * After too many wrong codes the code is spent: the cells are disabled and the link asks for a new code.
 */
export function OtpForm({ label, onSubmit, onResend }: OtpFormProps) {
  useFormStyles()
  useOtpFormStyles()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  /** Why a new code could not be sent (the 30 s cooldown): said under Resend, the code itself not marked wrong. */
  const [resendProblem, setResendProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [spent, setSpent] = useState(false)
  const resendButton = useRef<HTMLButtonElement>(null)
  const m = useMessages(emailTexts)
  const errors = useMessages(authErrorTexts)

  async function send(otp: string) {
    if (busy) return
    if (otp.length !== LENGTH) {
      setError(AUTH_MESSAGES.INVALID_OTP)
      return
    }
    setBusy(true)
    setError(undefined)
    setNotice(undefined)
    try {
      await onSubmit(otp)
    } catch (failure) {
      const message = (failure as Error)?.message || AUTH_MESSAGES.LOGIN_FAILED
      const nowSpent = CODE_SPENT_MESSAGES.has(message)
      setError(message)
      setSpent(nowSpent)
      // The server may take the same code in a moment: it stays for Try again.
      if (!RETRYABLE_MESSAGES.has(message)) setValue('')
      // A spent code leaves one thing to do: ask for a new one.
      requestAnimationFrame(() => (nowSpent ? resendButton.current : input.current)?.focus())
    } finally {
      setBusy(false)
    }
  }

  async function resend() {
    if (!onResend) return
    setResendProblem(undefined)
    setNotice(undefined)
    try {
      await onResend()
      setError(undefined)
      setNotice(m.newCodeSent)
      if (spent) {
        setSpent(false)
        requestAnimationFrame(() => input.current?.focus())
      }
    } catch (failure) {
      setResendProblem((failure as Error)?.message || AUTH_MESSAGES.LOGIN_FAILED)
    }
  }

  const active = Math.min(value.length, LENGTH - 1)
  return (
    <form
      className="foyer-form"
      style={{ alignItems: 'center', textAlign: 'center' }}
      noValidate
      aria-busy={busy}
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        void send(value)
      }}
    >
      <div className="foyer-otp" data-invalid={Boolean(error)} data-disabled={spent}>
        <label htmlFor={`${id}-otp`} className="foyer-visually-hidden">
          {label}
        </label>
        <input
          ref={input}
          id={`${id}-otp`}
          name="one-time-code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          autoFocus
          value={value}
          disabled={busy || spent}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, LENGTH)
            setValue(digits)
            if (error) setError(undefined)
            if (digits.length === LENGTH) void send(digits)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <div className="foyer-otp-cells" aria-hidden="true">
          {Array.from({ length: LENGTH }, (_, index) => (
            <span key={index} className="foyer-otp-cell" data-active={index === active}>
              {value[index] ?? ''}
            </span>
          ))}
        </div>
      </div>
      {busy && (
        <span className="foyer-status" role="status">
          <span className="foyer-spinner" style={{ width: 14, height: 14 }} aria-hidden="true" />
          {m.checkingCode}
        </span>
      )}
      {error && (
        <p id={`${id}-error`} className="foyer-field-error" role="alert">
          {localizeText(AUTH_MESSAGES, errors, error)}
        </p>
      )}
      {error && RETRYABLE_MESSAGES.has(error) && value.length === LENGTH && (
        <button type="button" className="foyer-link-button foyer-field-retry" onClick={() => void send(value)} disabled={busy}>
          {m.tryAgain}
        </button>
      )}
      {notice && (
        <p className="foyer-status" role="status">
          {notice}
        </p>
      )}
      {onResend && (
        <p className="foyer-status">
          {!spent && m.noCode}
          <button ref={resendButton} type="button" className="foyer-link-button" onClick={resend} disabled={busy}>
            {spent ? m.requestNewCode : m.resendCode}
          </button>
        </p>
      )}
      {resendProblem && (
        <p className="foyer-field-error" role="alert">
          {localizeText(AUTH_MESSAGES, errors, resendProblem)}
        </p>
      )}
    </form>
  )
}
