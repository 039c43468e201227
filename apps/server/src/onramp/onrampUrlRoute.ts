import { ONRAMP_ROUTES } from '@foyer/core/protocol'
import { z } from 'zod'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import { badRequest } from '../kernel/http/httpError.ts'
import { isOriginAllowed } from '../projects/originPolicy.ts'
import { projectOf } from '../projects/projectGuard.ts'
import type { Project } from '../projects/projectsTable.ts'
import { describeIssues } from '../kernel/http/describeIssues.ts'
import { findNetwork, type Catalogue } from './onrampCatalogue.ts'
import { checkedPayment } from './onrampLimits.ts'
import { assetOn, asHttpError } from './onrampHttpErrors.ts'
import { namespaceOfId } from '../namespaces/namespaces.ts'
import type { ProviderPayRequest } from './onrampProvider.ts'
import { countrySchema, currencyCodeSchema, fiatAmountSchema, networkNameSchema, providerSchema } from './onrampSchemas.ts'
import type { OnrampService } from './onrampService.ts'

const walletSchema = z.object({
  address: z.string().min(1).max(128),
  /** Network names from /v1/onramp/options the wallet takes the purchase on. */
  blockchains: z.array(networkNameSchema).min(1).max(16),
  /** Symbols of the assets it may buy; any the provider sells when left out. */
  assets: z
    .array(z.string().regex(/^[A-Za-z0-9.]{1,32}$/, 'must be an asset symbol like USDC'))
    .max(16)
    .optional(),
})

const onrampUrlBodySchema = z.object({
  destinationWallets: z.array(walletSchema).min(1).max(8),
  /** The network the page opens on; the first wallet's first blockchain unless said. */
  defaultNetwork: networkNameSchema.optional(),
  /**
   * Who buys, as the provider files the purchase: the buyer's address, so that the history's
   * `onramp` parameter finds it (an EVM address is taken in lowercase).
   */
  partnerUserId: z.string().regex(/^[A-Za-z0-9._:-]{1,49}$/, "must be 1 to 49 letters, digits, dots, colons, underscores or hyphens (the buyer's address)"),
  presetCryptoAmount: z
    .union([z.number(), z.string()])
    .transform((value, context) => {
      const text = String(value).trim()
      if (/^\d{1,12}(\.\d{1,18})?$/.test(text) && Number(text) > 0) return text
      context.addIssue({ code: 'custom', message: 'must be an amount above 0, like 0.05' })
      return z.NEVER
    })
    .optional(),
  presetFiatAmount: fiatAmountSchema.optional(),
  paymentCurrency: currencyCodeSchema.default('USD'),
  /** The payment method the preset fiat amount is checked against (its limits, spec §9); card unless said. */
  paymentMethod: z
    .string()
    .regex(/^[a-z][a-z_]{0,31}$/, 'must be a payment method id from /v1/onramp/options, like card')
    .default('card'),
  provider: providerSchema.optional(),
  /** Where the provider's page sends the buyer back to afterwards: a page on one of the project's origins. */
  redirectUrl: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .max(2048)
    .optional(),
  country: countrySchema.optional(),
})

type Wallet = z.output<typeof walletSchema>

/**
 * POST /v1/generators/onrampurl (spec §7): the provider's hosted page for this purchase. Every
 * destination address is checked against its networks' namespace (eip155, solana), a preset fiat
 * amount against the payment method's limits (card unless said); the provider's session comes from
 * its API, so a provider that cannot be reached is a 503 (or 502), never a URL that will not work.
 * A redirect must be on one of the project's origins (as its allow-list, or the dev project's loopback
 * origins in dev mode, say): the page never sends a buyer on to a site the project does not own.
 */
export function onrampUrlRoute(service: OnrampService, defaultCountry: string, devMode = false) {
  return defineRoute({
    method: 'POST',
    url: ONRAMP_ROUTES.payUrl.path,
    access: 'project',
    summary: "Onramp URL: the chosen provider's hosted page where the buyer pays, crediting the given wallets",
    tags: ['onramp'],
    body: onrampUrlBodySchema,
    response: ONRAMP_ROUTES.payUrl.response,
    errors: [404, 502, 503],
    handler: async ({ body }, incoming) => {
      if (body.redirectUrl) checkRedirect(projectOf(incoming), body.redirectUrl, devMode)
      const provider = service.provider(body.provider)
      const catalogue = await service.catalogue()
      const wallets = body.destinationWallets.map((wallet, index) => checkedWallet(catalogue, wallet, `body.destinationWallets[${index}]`))
      const networkName = body.defaultNetwork ?? wallets[0]!.blockchains[0]!
      const wallet = wallets.find((candidate) => candidate.blockchains.includes(networkName))
      if (!wallet) throw badRequest(`body.defaultNetwork is ${networkName}, which no destination wallet lists among its blockchains`)
      if (body.presetFiatAmount) checkedPayment(catalogue, body.paymentCurrency, body.paymentMethod, body.presetFiatAmount)
      const symbol = wallet.assets?.[0] ?? (provider.id === 'meld' ? defaultAssetOn(catalogue, networkName) : undefined)
      const chosen = symbol ? assetOn(catalogue, provider.id, symbol, networkName, { asset: "the destination wallet's asset", network: 'body.defaultNetwork' }) : undefined
      const network = chosen?.network ?? findNetwork(catalogue, networkName)!
      const request: ProviderPayRequest = {
        destinationWallets: wallets,
        defaultNetwork: { name: networkName, code: chosen?.code ?? network.codes[provider.id] ?? networkName },
        asset: chosen && { symbol: chosen.asset.symbol, code: chosen.asset.codes[provider.id] },
        partnerUserId: /^0x[0-9a-fA-F]{40}$/.test(body.partnerUserId) ? body.partnerUserId.toLowerCase() : body.partnerUserId,
        presetFiatAmount: body.presetFiatAmount,
        presetCryptoAmount: body.presetCryptoAmount,
        paymentCurrency: body.paymentCurrency,
        paymentMethod: body.paymentMethod,
        country: body.country ?? defaultCountry,
        redirectUrl: body.redirectUrl,
      }
      try {
        return { url: await provider.payUrl(request), provider: provider.id }
      } catch (error) {
        throw asHttpError(error)
      }
    },
  })
}

/** Refuses (400) a redirect off the project's origins, naming them. */
function checkRedirect(project: Project, redirectUrl: string, devMode: boolean): void {
  const { origin } = new URL(redirectUrl)
  if (isOriginAllowed(project, origin, devMode)) return
  const allowed = project.allowedOrigins.length > 0 ? project.allowedOrigins.join(', ') : 'none'
  throw badRequest(`body.redirectUrl must be on one of the project's origins (allowed: ${allowed}); ${origin} is not`)
}

/** A destination wallet whose networks are all offered and whose address is of their namespace. */
function checkedWallet(catalogue: Catalogue, wallet: Wallet, field: string): Wallet {
  for (const [index, name] of wallet.blockchains.entries()) {
    const network = findNetwork(catalogue, name)
    if (!network) throw badRequest(`${field}.blockchains[${index}] is ${name}, which no onramp provider offers`)
    if (!network.caipNetworkId) throw badRequest(`${field}.blockchains[${index}] is ${name}, whose chain this server does not know, so it cannot check the address`)
    const namespace = namespaceOfId(network.caipNetworkId)
    if (!namespace) throw badRequest(`${field}.blockchains[${index}] is ${name}, whose chain this server does not know, so it cannot check the address`)
    const address = namespace.address.schema.safeParse(wallet.address)
    if (!address.success) throw badRequest(`${describeIssues(address.error.issues, `${field}.address`)} (it receives on ${name}, a ${namespace.name} network)`)
  }
  return wallet
}

/** What a session opens on when the wallet names no asset and the provider needs one: USDC where sold, else the network's first asset. */
function defaultAssetOn(catalogue: Catalogue, networkName: string): string | undefined {
  const sold = catalogue.purchaseCurrencies.filter((asset) => asset.networks.some((network) => network.name === networkName))
  return (sold.find((asset) => asset.symbol === 'USDC') ?? sold[0])?.symbol
}
