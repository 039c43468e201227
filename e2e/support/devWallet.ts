import type { Page } from 'playwright-core'
import { answerDevWallet } from './session.ts'

/** The visitor moves their wallet to a chain the app does not list, from the wallet's own side. */
export async function walletMovesToUnlistedChain(page: Page): Promise<void> {
  await page.evaluate(() => {
    const config = (window as unknown as { __FOYER_CONFIG__: { chains: { rpcUrl: string }[] } }).__FOYER_CONFIG__
    type Provider = { request(args: { method: string; params?: unknown[] }): Promise<unknown> }
    const found = new Promise<Provider>((resolve) => {
      window.addEventListener('eip6963:announceProvider', (event) => {
        const { info, provider } = (event as CustomEvent<{ info: { rdns: string }; provider: Provider }>).detail
        if (info.rdns === 'dev.foyer.devwallet') resolve(provider)
      })
      window.dispatchEvent(new Event('eip6963:requestProvider'))
    })
    void found.then(async (provider) => {
      const chain = { chainId: '0x7a6b', chainName: 'Unlisted Devnet', rpcUrls: [config.chains[1]!.rpcUrl], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }
      await provider.request({ method: 'wallet_addEthereumChain', params: [chain] })
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: chain.chainId }] })
    })
  })
  await answerDevWallet(page)
  await answerDevWallet(page)
}
