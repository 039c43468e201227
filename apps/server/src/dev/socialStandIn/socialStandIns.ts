import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SocialSettings } from '../../auth/social/providerSettings.ts'
import { appleSettings, appleStandIn } from './apple.ts'
import { authorizationFlow } from './authorizationFlow.ts'
import { discordSettings, discordStandIn } from './discord.ts'
import { facebookSettings, facebookStandIn } from './facebook.ts'
import { githubSettings, githubStandIn } from './github.ts'
import { jsonAnswer, readStandInRequest, sendAnswer } from './standInHttp.ts'
import { xSettings, xStandIn } from './x.ts'

/**
 * GitHub, Discord, X, Facebook and Apple as each answers in its own wire format, on the dev OpenID
 * provider's server: one authorization code flow whose login is oidc-provider's, and each
 * provider's token endpoint and account API as that provider documents them.
 */
export async function startSocialStandIns(baseUrl: string, extraRedirectUris: readonly string[]) {
  const flow = authorizationFlow(baseUrl, extraRedirectUris)
  const routes = [flow.returnRoute, ...githubStandIn(flow), ...discordStandIn(flow), ...xStandIn(flow), ...facebookStandIn(flow), ...(await appleStandIn(flow, baseUrl))]
  const byEndpoint = new Map(routes.map((route) => [`${route.method} ${route.path}`, route]))
  return {
    /** The client the stand-ins log people in as, to register with oidc-provider. */
    loginClient: flow.loginClient,
    /** Answers the request when it is for a stand-in's endpoint; false leaves it to oidc-provider. */
    handle(request: IncomingMessage, response: ServerResponse): boolean {
      const route = byEndpoint.get(`${request.method} ${new URL(request.url ?? '/', baseUrl).pathname}`)
      if (!route) return false
      readStandInRequest(request, baseUrl)
        .then((standInRequest) => route.answer(standInRequest))
        .then(
          (answer) => sendAnswer(response, answer),
          (error: unknown) => sendAnswer(response, jsonAnswer(500, { error: error instanceof Error ? error.message : 'The stand-in failed' })),
        )
      return true
    },
  }
}

/** The five providers' settings pointing at their stand-ins on the dev OpenID provider at baseUrl. */
export function standInSocialSettings(baseUrl: string): SocialSettings {
  return { github: githubSettings(baseUrl), apple: appleSettings(baseUrl), facebook: facebookSettings(baseUrl), x: xSettings(baseUrl), discord: discordSettings(baseUrl) }
}
