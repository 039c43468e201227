import type * as z from 'zod/mini'
import type { sessionAnswerSchema } from '../../protocol/authApi.ts'
import type { FrameContext } from '../frameContext.ts'

/** Keeps a new session: the token in storage, the user in memory. */
export function signIn(ctx: FrameContext, answer: z.output<typeof sessionAnswerSchema>): void {
  ctx.session.save({ token: answer.token, expiresAt: answer.expiresAt })
  ctx.state.user = answer.user
}
