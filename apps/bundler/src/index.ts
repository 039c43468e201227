export { startBundler, type BundlerOptions, type BundlerProcess } from './startBundler.ts'
