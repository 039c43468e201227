import { AUTH_MESSAGES, authErrorTexts, emailTexts, isValidEmail, localizeText, RETRYABLE_MESSAGES } from '@foyer/core/internal'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useMessages } from '../../hooks/useMessages.ts'
import { ArrowRightIcon, MailIcon } from '../icons/icons.tsx'
import { useFormStyles } from '../Form/FormStyles.ts'
import { useEmailFormStyles } from './EmailFormStyles.ts'

export interface EmailFormProps {
  /** The field's label; shown above the field when `visibleLabel`, else read by screen readers only. */
  label: string
  visibleLabel?: boolean
  /** The submit button's accessible name ('Continue with email'). */
  submitLabel: string
  onSubmit(email: string): Promise<unknown>
  autoFocus?: boolean
}

/**
 * One email field with its submit button: checks the address (spec §5) before calling `onSubmit`,
 * and shows what went wrong (a bad address, the cooldown, an unreachable server) under the field,
 * in the visitor's locale, with Try again when a second try may help.
 */
export function EmailForm({ label, visibleLabel, submitLabel, onSubmit, autoFocus }: EmailFormProps) {
  useFormStyles()
  useEmailFormStyles()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const m = useMessages(emailTexts)
  const errors = useMessages(authErrorTexts)

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    if (busy) return
    const email = value.trim()
    if (!isValidEmail(email)) {
      setError(AUTH_MESSAGES.INVALID_EMAIL)
      input.current?.focus()
      return
    }
    setError(undefined)
    setBusy(true)
    try {
      await onSubmit(email)
    } catch (failure) {
      setError((failure as Error)?.message || AUTH_MESSAGES.LOGIN_FAILED)
      input.current?.focus()
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="foyer-form" onSubmit={submit} noValidate aria-busy={busy}>
      <label htmlFor={`${id}-email`} className={visibleLabel ? 'foyer-field-label' : 'foyer-visually-hidden'}>
        {label}
      </label>
      <div className="foyer-input" data-invalid={Boolean(error)}>
        <MailIcon />
        <input
          ref={input}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={m.placeholder}
          spellCheck={false}
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => {
            setValue(event.target.value)
            if (error) setError(undefined)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="foyer-input-submit" aria-label={submitLabel} disabled={busy}>
          {busy ? <span className="foyer-spinner" aria-hidden="true" style={{ width: 18, height: 18, borderTopColor: 'currentColor' }} /> : <ArrowRightIcon />}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="foyer-field-error" role="alert">
          {localizeText(AUTH_MESSAGES, errors, error)}
        </p>
      )}
      {error && RETRYABLE_MESSAGES.has(error) && (
        <button type="button" className="foyer-link-button foyer-field-retry" onClick={() => void submit()} disabled={busy}>
          {m.tryAgain}
        </button>
      )}
    </form>
  )
}
