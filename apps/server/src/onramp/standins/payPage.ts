/**
 * The stand-ins' hosted pages: a plain server-rendered form where a person "pays" (no card is
 * asked for; the Pay button is the payment), and the answer page after it. Labelled fields, one
 * heading, a real submit button: usable with a keyboard and a screen reader, and by browser tests.
 */

export interface PayPageField {
  name: string
  label: string
  /** A text input with this value, or a select of these options. */
  value?: string
  options?: { value: string; label: string; selected?: boolean }[]
  /** Shown, not editable (a Meld session fixes everything but the payment). */
  readOnly?: boolean
  inputMode?: 'decimal'
}

export function payPage(page: { provider: string; action: string; fields: PayPageField[]; hidden: Record<string, string>; note?: string }): string {
  const fields = page.fields.map(field).join('\n')
  const hidden = Object.entries(page.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('\n')
  return layout(
    `Buy crypto with ${page.provider} (stand-in)`,
    `<h1>Buy crypto with ${escape(page.provider)}</h1>
<p>A local stand-in for ${escape(page.provider)}: nothing is charged. Pay sends the crypto to the wallet on the local devnet.</p>
${page.note ? `<p>${escape(page.note)}</p>` : ''}
<form method="post" action="${escape(page.action)}">
${fields}
${hidden}
<button type="submit">Pay</button>
</form>`,
  )
}

export function resultPage(result: { provider: string; ok: boolean; heading: string; lines: string[]; redirectUrl?: string }): string {
  const lines = result.lines.map((line) => `<li>${escape(line)}</li>`).join('\n')
  const back = result.redirectUrl ? `<p><a href="${escape(result.redirectUrl)}">Back to the app</a></p>` : ''
  return layout(
    `${result.heading} (${result.provider} stand-in)`,
    `<h1>${escape(result.heading)}</h1>
<div role="${result.ok ? 'status' : 'alert'}"><ul>${lines}</ul></div>
${back}`,
  )
}

function field(field: PayPageField): string {
  const id = `field-${field.name}`
  const label = `<label for="${id}">${escape(field.label)}</label>`
  if (field.options) {
    const options = field.options.map((option) => `<option value="${escape(option.value)}"${option.selected ? ' selected' : ''}>${escape(option.label)}</option>`).join('')
    return `<p>${label}<br><select id="${id}" name="${escape(field.name)}"${field.readOnly ? ' disabled' : ''}>${options}</select></p>`
  }
  const mode = field.inputMode ? ` inputmode="${field.inputMode}"` : ''
  return `<p>${label}<br><input id="${id}" name="${escape(field.name)}" value="${escape(field.value ?? '')}"${mode}${field.readOnly ? ' readonly' : ' required'}></p>`
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}input,select,button{font:inherit;padding:.4rem}button{margin-top:.5rem}</style></head>
<body><main>
${body}
</main></body>
</html>`
}

export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
