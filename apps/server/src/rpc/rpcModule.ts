import { RPC_DEFAULTS } from '@foyer/core/internal'
import { z } from 'zod'
import { positiveWholeNumber } from '../kernel/settings/envVariables.ts'
import { eachServedChain } from '../namespaces/namespaces.ts'
import { rpcProxyRoutes } from './rpcProxyRoutes.ts'
import { supportedChainsRoute } from './supportedChainsRoute.ts'
import { defineServerModule } from '../kernel/serverModule.ts'
import { rpcProxySettingsSchema } from './rpcProxySettings.ts'

/** How the RPC proxy treats each chain's nodes; spec §9 defaults. */
const rpcUpstreamConfigSchema = z.object({
  retryCount: z.number().int().min(0).max(10).default(RPC_DEFAULTS.retryCount),
  retryDelayMs: z.number().int().min(0).max(10_000).default(RPC_DEFAULTS.retryDelayMs),
  timeoutMs: z.number().int().min(1).max(120_000).default(RPC_DEFAULTS.timeoutMs),
})

/** The chains served (/v1/supported-chains) and the JSON-RPC proxy to their nodes (POST /v1/). */
export const rpcModule = defineServerModule({
  name: 'rpc',
  needs: ['rateLimits'],
  settings: { rpcUpstream: rpcUpstreamConfigSchema.prefault({}), rpcProxy: rpcProxySettingsSchema.prefault({}) },
  env: {
    variables: {
      FOYER_RPC_MAX_BATCH_SIZE: positiveWholeNumber().optional(),
      FOYER_RPC_MAX_ANSWER_BYTES: positiveWholeNumber().optional(),
    },
    about: {
      FOYER_RPC_MAX_BATCH_SIZE: { default: '`100`', meaning: 'requests per JSON-RPC batch to the proxy (`POST /v1/`)' },
      FOYER_RPC_MAX_ANSWER_BYTES: { default: '`10485760`', meaning: "bytes of a node's answer the proxy relays" },
    },
    read: (vars) => ({ rpcProxy: { maxBatchSize: vars.FOYER_RPC_MAX_BATCH_SIZE, maxAnswerBytes: vars.FOYER_RPC_MAX_ANSWER_BYTES } }),
  },
  install: async (_app, { settings }) => [
    supportedChainsRoute(eachServedChain(settings.chains).map(({ chain }) => chain)),
    ...rpcProxyRoutes(eachServedChain(settings.chains), settings.rpcUpstream, settings.rpcProxy),
  ],
})
