/**
 * The bad-input suite (badInputSuite.ts) against the server in this process, on the devnet.
 * Limits are lifted: this suite sends thousands of requests from one address. Login mails go to
 * the server's own sink, so requests that need a signed-in session can be sent too. Swaps go through
 * the devnet's AMM and the onramp through the providers' stand-ins, so their routes are reached, not 404s.
 */
import { afterAll } from 'vitest'
import { logIn, newEmail } from '../auth/authHarness.ts'
import { declareBadInputSuite } from './badInputSuite.ts'
import { DEV_PROJECT_ID } from './badInputValues.ts'
import { startServerOnDevnet } from '../harness.ts'
import { startIdleOnrampStandIns } from '../onramp/onrampFixtures.ts'

const onramp = await startIdleOnrampStandIns()
const server = await startServerOnDevnet({
  rateLimit: { perProjectAndClientPerMinute: 1e9, projectCeilingPerMinute: 1e9, perIpPerMinute: 1e9 },
  auth: { mailSink: true },
  onramp: onramp.settings,
})
afterAll(async () => {
  await server.close()
  await onramp.close()
})

await declareBadInputSuite({ baseUrl: server.baseUrl, projectId: DEV_PROJECT_ID, signIn: () => logIn(server, newEmail('bad-input')) })
