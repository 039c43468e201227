import { badRequest, HttpError } from '../kernel/http/httpError.ts'
import type { Catalogue, CatalogueAsset, CatalogueNetwork } from './onrampCatalogue.ts'
import { findAsset } from './onrampCatalogue.ts'
import { OnrampRefusedError, OnrampUpstreamError, PROVIDER_NAMES, type OnrampProviderId } from './onrampProvider.ts'

/** A provider's failure as the caller gets it: 503 or 502 naming the provider and what went wrong; its refusal of the request a 400. */
export function asHttpError(error: unknown): unknown {
  if (error instanceof OnrampUpstreamError) return new HttpError(error.statusCode, `${error.message}; try again later`, { cause: error })
  if (error instanceof OnrampRefusedError) return badRequest(error.message)
  return error
}

/** The asset (by id or symbol) on the named network, and what the provider calls it there; a 400 naming what is not offered. */
export function assetOn(
  catalogue: Catalogue,
  provider: OnrampProviderId,
  idOrSymbol: string,
  networkName: string,
  field: { asset: string; network: string },
): { asset: CatalogueAsset; network: CatalogueNetwork; code: string } {
  const asset = findAsset(catalogue, idOrSymbol)
  if (!asset) throw badRequest(`${field.asset} is ${idOrSymbol}, which no onramp provider sells (offered: ${catalogue.purchaseCurrencies.map((a) => a.symbol).join(', ') || 'none'})`)
  const network = asset.networks.find((candidate) => candidate.name === networkName)
  if (!network) throw badRequest(`${field.network} is ${networkName}, where ${asset.symbol} is not sold (it is sold on ${asset.networks.map((n) => n.name).join(', ')})`)
  // A provider that did not list its offer (down, or the built-in list) is asked by network name; if it is down, its call says so.
  const code = network.codes[provider] ?? (catalogue.answered.includes(provider) ? undefined : network.name)
  if (!code) throw badRequest(`${PROVIDER_NAMES[provider]} does not sell ${asset.symbol} on ${networkName}; choose another provider or network`)
  return { asset, network, code }
}
