import { keccak256, stringToBytes, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

/**
 * The devnet's ENS: a registry, an offchain resolver for the names zone and the reverse names,
 * and a universal resolver, on the first chain (ENS lives on L1). Deployed from ENS_DEPLOYER_INDEX
 * at that account's nonces 0, 1, 2, so their addresses are fixed; the same account owns the
 * resolver afterwards (anvil keeps it unlocked) and points it at the server once it listens.
 */

/** Dev account 7 deploys and owns the ENS contracts: account 0 deploys the tokens, 8 the NFTs. */
export const ENS_DEPLOYER_INDEX = 7

/** The zone the devnet anchors in its registry: the server's default `namesZone`. */
export const DEV_NAMES_ZONE = 'foyer.id'

/**
 * The key the devnet's resolver trusts to sign gateway answers, for the server's
 * FOYER_NAMES_GATEWAY_KEY. Public like the dev mnemonic: never trust it on a real chain.
 */
export const DEV_NAMES_GATEWAY_KEY: Hex = keccak256(stringToBytes('Foyer devnet names gateway key (public: devnet only)'))
export const DEV_NAMES_GATEWAY_SIGNER = privateKeyToAddress(DEV_NAMES_GATEWAY_KEY)
