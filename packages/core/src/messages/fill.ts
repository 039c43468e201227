/** A message with its `{name}` placeholders filled in; a placeholder without a value stays as written. */
export function fillMessage(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : placeholder))
}
