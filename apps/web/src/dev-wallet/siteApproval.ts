/** Where a side of the Dev Wallet keeps, as an extension keeps in its own storage, whether this site may see its account. */
export type ApprovalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Whether the site was approved under `key` (storage blocked: never). */
export function readApproval(storage: ApprovalStorage | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) === 'approved'
  } catch {
    return false
  }
}

/** Records or forgets the site's approval under `key`. */
export function writeApproval(storage: ApprovalStorage | undefined, key: string, approved: boolean): void {
  try {
    if (approved) storage?.setItem(key, 'approved')
    else storage?.removeItem(key)
  } catch {
    // storage blocked (private mode): the approval lasts for this page only
  }
}
