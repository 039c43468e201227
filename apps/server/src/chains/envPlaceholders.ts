/** `${NAME}` in a configuration value: an environment variable's value goes there (API keys stay out of files). */
const PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g

/**
 * Fills every `${NAME}` of a template from the environment. Answers the names that are not set (or
 * set empty: an empty key would make a URL that fails later, far from its cause) instead of a value.
 */
export function fillPlaceholders(template: string, env: NodeJS.ProcessEnv): { value: string } | { unset: string[] } {
  const unset = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !env[name])
  if (unset.length > 0) return { unset: [...new Set(unset)] }
  return { value: template.replace(PLACEHOLDER, (_, name: string) => env[name]!) }
}
