import { nameLabelProblem, type NameSuggestion } from '@foyer/core/internal'
import { useFoyerInstance } from '../context.ts'
import { useAnswer } from '../hooks/useAnswer.ts'

/**
 * Where the typed label stands: nothing to ask (empty or breaking the rule), being asked, or asked:
 * whether its name is free (undefined when the server could not say) and free names like it.
 */
export type NameCheck = { status: 'idle' } | { status: 'checking'; label: string } | { status: 'checked'; label: string; available: boolean | undefined; suggestions: NameSuggestion[] }

/** Waits this long after the last keystroke before asking the server (one question per label typed, not per letter). */
export const NAME_CHECK_DELAY_MS = 300

/** Asks whether `label`'s name is free, and for suggestions, once typing pauses; an answer to an older label is dropped. */
export function useNameCheck(label: string): NameCheck {
  const { client } = useFoyerInstance()
  const check = useAnswer({
    key: nameLabelProblem(label) === undefined ? label : undefined,
    ask: async (): Promise<NameCheck> => {
      const [availability, suggestions] = await Promise.allSettled([client.names.availability(label), client.names.suggestions(label)])
      return {
        status: 'checked',
        label,
        available: availability.status === 'fulfilled' ? availability.value.available : undefined,
        // The typed name itself is not a suggestion: the status says whether it is free.
        suggestions: suggestions.status === 'fulfilled' ? suggestions.value.filter((suggestion) => suggestion.label !== label.toLowerCase()) : [],
      }
    },
    debounceMs: NAME_CHECK_DELAY_MS,
  })
  return check.status === 'idle' ? { status: 'idle' } : check.status === 'answered' ? check.data : { status: 'checking', label }
}
