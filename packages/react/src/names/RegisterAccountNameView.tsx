import { fillMessage, nameInZone, nameLabelProblem, nameRegistrationOf, nameTexts, type NameRegistrationFailure, type TextsOf } from '@foyer/core/internal'
import { useId, useRef, type FormEvent } from 'react'
import { useFoyerInstance } from '../context.ts'
import { useFeatureDraft } from '../hooks/useFeatureDraft.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useNameCheck, type NameCheck } from './useNameCheck.ts'
import { useNameStyles } from './NameStyles.ts'
import { useNameZone } from './useNameZone.ts'

/**
 * Choose a name under the server's zone (spec §2 RegisterAccountName): the label, with the zone
 * after it; spec §5's rule said as it is typed; once typing pauses, whether the name is free and
 * free names like it (each fills the field); Register has the wallet sign the registration. A
 * failure shows here (spec §4 returns here), in words the visitor can act on. The typed label and
 * the registration live in core, so they survive the wallet's approval view.
 */
export default function RegisterAccountNameView() {
  useNameStyles()
  const { client } = useFoyerInstance()
  const m = useMessages(nameTexts)
  const ids = { input: useId(), hint: useId(), status: useId(), suggestions: useId() }
  const input = useRef<HTMLInputElement>(null)
  const { draft, store: registration } = useFeatureDraft(nameRegistrationOf)
  const { label, registering, failure } = draft
  const zone = useNameZone()
  const check = useNameCheck(label)
  const problem = nameLabelProblem(label)
  const name = zone ? nameInZone(label, zone) : label
  // A name taken between the check and the registration (the server's 409) is taken from then on.
  const takenSince = failure?.reason === 'taken' && failure.name === name
  const taken = (check.status === 'checked' && check.available === false) || takenSince
  const canRegister = !problem && !taken && !registering

  const type = (next: string) => registration.set({ label: next.trim(), registering: false })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The outcome is in core's store (the failure) or the modal's next view; a refusal says 'Signature declined'.
    if (canRegister) client.names.register(label).catch(() => undefined)
  }
  const hint = problem && problem !== 'empty' ? m.problems[problem] : m.rule
  const status = takenSince ? fillMessage(m.taken, { name }) : statusText(check, name, m)

  return (
    <form className="foyer-body foyer-names" onSubmit={submit} noValidate>
      <p className="foyer-names-intro">{m.intro}</p>
      <label htmlFor={ids.input}>{m.label}</label>
      <span className="foyer-names-field" data-invalid={Boolean(problem && problem !== 'empty') || taken}>
        <input
          ref={input}
          id={ids.input}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={63}
          value={label}
          readOnly={registering}
          aria-invalid={Boolean(problem && problem !== 'empty') || taken}
          aria-describedby={`${ids.hint} ${ids.status}`}
          data-testid="name-label"
          onChange={(event) => type(event.target.value)}
        />
        {zone && (
          <span className="foyer-names-zone" aria-hidden="true" data-testid="name-zone">
            .{zone}
          </span>
        )}
      </span>
      <p className="foyer-names-hint" id={ids.hint} data-problem={Boolean(problem && problem !== 'empty')}>
        {hint}
      </p>
      <p className="foyer-names-status" id={ids.status} aria-live="polite" data-testid="name-status" data-available={takenSince ? false : check.status === 'checked' ? check.available : undefined}>
        {status}
      </p>
      {check.status === 'checked' && check.suggestions.length > 0 && (
        <section className="foyer-names-suggestions" aria-labelledby={ids.suggestions}>
          <h3 id={ids.suggestions}>{m.suggestions}</h3>
          <ul>
            {check.suggestions.map((suggestion) => (
              <li key={suggestion.name}>
                <button
                  type="button"
                  className="foyer-names-suggestion"
                  aria-label={fillMessage(m.useSuggestion, { name: suggestion.name })}
                  disabled={registering}
                  onClick={() => {
                    type(suggestion.label)
                    input.current?.focus()
                  }}
                >
                  {suggestion.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {failure && (
        <p className="foyer-names-error" role="alert" data-testid="name-failure">
          {failureText(failure, m)}
        </p>
      )}
      {/* aria-disabled, not disabled: focus stays on it while the wallet signs and after a failure. */}
      <button type="submit" className="foyer-button" data-block="true" aria-disabled={!canRegister}>
        {registering && <span className="foyer-spinner" aria-hidden="true" />}
        {registering ? m.confirmInWallet : m.register}
      </button>
    </form>
  )
}

type NameTexts = TextsOf<typeof nameTexts>

function statusText(check: NameCheck, name: string, m: NameTexts): string {
  if (check.status === 'checking') return fillMessage(m.checking, { name })
  if (check.status !== 'checked') return ''
  if (check.available === undefined) return fillMessage(m.cannotCheck, { name })
  return fillMessage(check.available ? m.available : m.taken, { name })
}

function failureText(failure: NameRegistrationFailure, m: NameTexts): string {
  switch (failure.reason) {
    case 'taken':
      return fillMessage(m.failures.taken, { name: failure.name })
    case 'accountNamed':
      return fillMessage(m.failures.accountNamed, { name: failure.name })
    case 'tooMany':
      return m.failures.tooMany
    case 'failed':
      return m.failures.failed
  }
}
