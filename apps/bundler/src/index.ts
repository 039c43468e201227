export { startBundler, type BundlerOptions, type BundlerProcess } from './startBundler.ts'
export { startPaymasterService, type PaymasterService, type PaymasterServiceOptions } from './paymaster/startPaymasterService.ts'
export { startChainServices, type AccountAbstractionChain, type ChainServices } from './chainServices.ts'
