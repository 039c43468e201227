import type { Address, Hex } from 'viem'

/**
 * Where the devnet's ERC-4337 contracts are, and which keys run them. The deployer, the paymaster's
 * signer and the bundler's keys are the dev mnemonic's accounts after anvil's ten (indices 10–13):
 * the devnet funds the ones that pay gas with `anvil_setBalance`, so no dev account's balance moves.
 */

/** EntryPoint v0.7's canonical address: CREATE2 through the deterministic deployment proxy with its published salt. */
export const ENTRY_POINT_V07: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
/** The salt EntryPoint v0.7 was deployed with on every chain (eth-infinitism's deployment). */
export const ENTRY_POINT_V07_SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'

/** The deterministic deployment proxy anvil predeploys (Arachnid's): CREATE2 with `salt ‖ initcode` as calldata. */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'
/**
 * The Safe singleton factory: the same proxy code at the address Safe deploys through on every
 * chain. The devnet writes its code there (anvil_setCode); Safe 1.4.1's contracts, deployed through
 * it with salt 0, land at their canonical addresses, which wallets and permissionless know.
 */
export const SAFE_SINGLETON_FACTORY: Address = '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7'

/** Safe 1.4.1's canonical addresses (safe-deployments' v1.4.1 "canonical"), which the devnet's deploys must land at. */
export const SAFE_CANONICAL = {
  safe: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
  safeL2: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
  safeProxyFactory: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
  multiSend: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
  multiSendCallOnly: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
  compatibilityFallbackHandler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
  signMessageLib: '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9',
} as const satisfies Record<string, Address>

/** The dev mnemonic's index of the account that deploys the contracts and funds the paymaster's deposit. */
export const AA_DEPLOYER_INDEX = 10
/** The dev mnemonic's index of the verifying paymaster's signer: the key a sponsor (the server) signs sponsorships with. */
export const PAYMASTER_SIGNER_INDEX = 11
/** The dev mnemonic's indices of the bundler's executor (sends bundles) and utility (refills) keys. */
export const BUNDLER_EXECUTOR_INDEX = 12
export const BUNDLER_UTILITY_INDEX = 13

/** Ether the devnet gives each account that pays gas (deployer, bundler keys). */
export const AA_ACCOUNT_FUNDING_WEI = 1_000n * 10n ** 18n
/** The paymaster's deposit at the EntryPoint: what sponsored operations draw on. */
export const PAYMASTER_DEPOSIT_WEI = 100n * 10n ** 18n
