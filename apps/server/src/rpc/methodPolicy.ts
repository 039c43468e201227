/**
 * Which methods a public proxy forwards to a chain's nodes: an explicit list per namespace, so a
 * node's own extensions (anvil's eth_sendUnsignedTransaction, which spends from a node account with
 * no key; filters, which keep state on the node for whoever made them; administration namespaces)
 * are refused without being named, and a method added to nodes later is refused until it is judged.
 * Each namespace keeps its own list beside it (namespaces/<ns>/<ns>MethodPolicy.ts); this is the refusal they share.
 */
export function methodNotAllowedMessage(method: string): string {
  return `Method not allowed on this proxy: ${method}`
}
