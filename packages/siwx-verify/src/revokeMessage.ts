/**
 * The text an account signs to end one of its sessions (POST /v1/sessions/{address}/revoke):
 * personal_sign for eip155, ed25519 over its UTF-8 bytes for solana. `pci` is the session's id, its nonce.
 */
export function revokeMessage(pci: string): string {
  return `Revoke Foyer session ${pci}`
}
