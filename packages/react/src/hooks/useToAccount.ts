import { useFoyerInstance } from '../context.ts'

/** Goes to the Account view with nothing to go back to: a feature's flow is done (sent, swapped, bought, named) or left. */
export function useToAccount(): () => void {
  const { client } = useFoyerInstance()
  return () => client.ctx.router.reset('Account')
}
