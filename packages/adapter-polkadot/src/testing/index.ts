export { createPolkadotTestExtension, wrapBytes, type PolkadotTestAccount, type PolkadotTestExtension, type PolkadotTestExtensionFlags, type PolkadotTestExtensionOptions } from './testExtension.ts'
export { polkadotMiniSecret, polkadotTestKey, type PolkadotTestKey } from './testKeys.ts'
