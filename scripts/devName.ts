/**
 * `npm start` names the dev account `devnet.<zone>` (FOYER_NAMES_ZONE, foyer.id by default), so the demo
 * shows a name and an avatar from the first click: registered through the server's public route
 * exactly as a visitor's wallet would (the account signs name, attributes and time), its avatar the
 * account's first devnet sketch (an NFT image the server serves), inline as a data: URI. A name it already has (a data folder
 * kept from an earlier start) stays. The tests' stacks name nobody: they register what they check.
 */
import { privateKeyToAccount } from 'viem/accounts'
import { postNameRegistration } from './nameRegistration.ts'
import type { Stack } from './stack.ts'

export async function nameDevAccount(stack: Stack): Promise<string | undefined> {
  const key = stack.webConfig.devWallet?.privateKey
  if (!key) return undefined
  const account = privateKeyToAccount(key)
  const zone = process.env.FOYER_NAMES_ZONE ?? 'foyer.id'
  const name = `devnet.${zone}`
  const chain = stack.devnet.chains[0]!
  const sketch = chain.nfts.find((collection) => collection.standard === 'erc721' && !collection.spam)
  const owned = sketch?.tokens.find((token) => token.holders.some((holder) => holder.address === account.address))
  // The picture itself, inline: the server fetches a name's avatar under its outbound policy, which
  // refuses its own loopback address, so a record pointing at this server's URL would show nothing.
  const picture = owned ? await fetch(`${stack.apiUrl}/public/nftImage/eip155:${chain.chainId}/${sketch!.address}/${owned.tokenId}`) : undefined
  const attributes: Record<string, string> = picture?.ok
    ? {
        avatar: `data:${picture.headers.get('content-type')};base64,${Buffer.from(await picture.arrayBuffer()).toString('base64')}`,
        description: 'The devnet’s first account',
      }
    : {}
  const response = await postNameRegistration(key, name, { apiUrl: stack.apiUrl, projectId: stack.webConfig.projectId, zone }, attributes)
  // 409: the account (or the name) was named at an earlier start, whose data folder this one keeps.
  if (!response.ok && response.status !== 409) throw new Error(`naming the dev account ${name}: ${response.status} ${await response.text()}`)
  return name
}
