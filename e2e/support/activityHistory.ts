import { vi } from 'vitest'

/** Where a stack's server answers and the project asked under. */
export interface HistoryServer {
  apiUrl: string
  projectId: string
}

/** Waits until the server's history lists this transaction first for the account (the indexer polls the chain). */
export async function waitUntilIndexed(server: HistoryServer, chainId: string, account: string, hash: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const url = `${server.apiUrl}/v1/account/${account}/history?chainId=${chainId}&limit=1&projectId=${server.projectId}`
      const page = (await (await fetch(url)).json()) as { data: { metadata: { hash: string } }[] }
      if (page.data[0]?.metadata.hash !== hash) throw new Error(`${hash} is not indexed yet`)
    },
    { timeout: 15_000, interval: 100 },
  )
}
