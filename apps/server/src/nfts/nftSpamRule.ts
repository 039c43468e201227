/**
 * Which NFTs are spam (spec §3's `flags.is_spam`; §5 drops a transaction whose transfers all are):
 *
 * 1. the operator lists its collection (`nfts.spamContracts`, FOYER_NFT_SPAM_CONTRACTS), or
 * 2. its collection's name or its own name lures: it carries a URL or a domain name
 *    ("Visit claim-now.xyz"), or a word unsolicited airdrops use to get clicked (claim, reward,
 *    airdrop, voucher, giveaway, redeem, bonus).
 *
 * A real collection rarely names a website or promises a reward; an airdrop that does wants a
 * click on a drainer site. The rule errs towards flagging: a flagged NFT is hidden, not destroyed.
 */
export function isSpamNft(nft: SpamCandidate, listed: SpamList): boolean {
  if (listed.has(spamListKey(nft.chainId, nft.contract))) return true
  return [nft.collectionName, nft.name].some(luresVisitors)
}

export interface SpamCandidate {
  /** CAIP-2, eip155:<n>. */
  chainId: string
  contract: string
  collectionName: string
  name: string
}

/** The operator's spam collections, by spamListKey. */
export type SpamList = ReadonlySet<string>

/** `eip155:<chain>:<lowercase contract>`: how an operator lists a collection (CAIP-10), any letter case. */
export function spamListKey(chainId: string, contract: string): string {
  return `${chainId}:${contract.toLowerCase()}`
}

export function spamList(entries: readonly string[]): SpamList {
  return new Set(entries.map((entry) => entry.toLowerCase()))
}

const URL_PATTERN = /\b(?:https?:\/\/|www\.)|\bt\.me\//i
// A name with a dot before a top-level domain spam uses ("foyer-bonus.example", "claim.xyz").
const DOMAIN_PATTERN =
  /\b[a-z0-9][a-z0-9-]*\.(?:com|net|org|io|xyz|app|site|online|top|club|info|fun|live|gift|gifts|link|pro|vip|cc|co|me|ly|to|gg|tk|ml|ga|cf|gq|ru|cn|biz|claims?|finance|network|website|space|store|shop|click|win|bet|cash|money|lol|today|events?|example)\b/i
const LURE_WORDS = /\b(?:claim(?:able|ed|s)?|rewards?|air-?drop(?:ped|s)?|vouchers?|giveaways?|redeem(?:able)?|bonus)\b/i

/** Whether a name carries a URL, a domain name or a lure word. */
export function luresVisitors(name: string): boolean {
  return URL_PATTERN.test(name) || DOMAIN_PATTERN.test(name) || LURE_WORDS.test(name)
}
