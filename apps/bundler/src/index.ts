export { startBundler, type BundlerOptions, type BundlerProcess } from './startBundler.ts'
export { startPaymasterService, type PaymasterService, type PaymasterServiceOptions } from './paymaster/startPaymasterService.ts'
