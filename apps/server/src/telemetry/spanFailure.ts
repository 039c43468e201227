import { SpanStatusCode, type Span } from '@opentelemetry/api'

/**
 * A span's error: its type and, unless `message` is false, its message (the server's errors name
 * no URL or key); never a stack. A database error's message may quote a value, so its spans keep
 * only the SQLSTATE code.
 */
export function markFailed(span: Span, error: unknown, { message = true }: { message?: boolean } = {}): void {
  const code = (error as { code?: unknown } | undefined)?.code
  span.setAttribute('error.type', !message && typeof code === 'string' ? code : error instanceof Error ? error.name : 'Error')
  span.setStatus({ code: SpanStatusCode.ERROR, message: message && error instanceof Error ? error.message.slice(0, 200) : undefined })
}
