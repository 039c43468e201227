import { defineServerModule } from '../kernel/serverModule.ts'
import { authEnvAbout, authEnvVariables, readAuthEnv } from './authEnv.ts'
import { sponsoredGas } from './sponsorship/sponsoredGasTable.ts'
import { authUsers } from './authUsersTable.ts'
import { authSettingsSchema } from './authSettings.ts'
import { authCodes } from './codes/authCodesTable.ts'
import { authDevices } from './devices/authDevicesTable.ts'
import { farcasterConfigSchema } from './farcaster/farcasterSettings.ts'
import { installAuth } from './installAuth.ts'
import { loginMethodsRoute } from './loginMethodsRoute.ts'
import { authMasterKeyCheck } from './keys/masterKeyCheck.ts'
import { authOauthStates } from './oauthStatesTable.ts'
import { authSessions } from './sessions/authSessionsTable.ts'
import { installSocialLogin } from './social/installSocialLogin.ts'
import { socialSettingsSchema } from './social/providerSettings.ts'
import { authThrottles } from './throttle/authThrottlesTable.ts'

/** The embedded wallet: email, social and Farcaster login, sessions, keys and RPC at /auth/v1, its frame at /auth-frame/. */
export const authModule = defineServerModule({
  name: 'auth',
  needs: ['findProject', 'projectGuard'],
  settings: {
    /** The embedded wallet: email login, sessions, keys and RPC at /auth/v1, its frame at /auth-frame/. */
    auth: authSettingsSchema.prefault({}),
    /** Social login's OAuth providers (none: off; dev mode then stands a local OpenID provider in for all six). */
    social: socialSettingsSchema.optional(),
    /** Sign In With Farcaster (none: off outside dev mode, where a local stand-in relay is used). */
    farcaster: farcasterConfigSchema.optional(),
  },
  env: { variables: authEnvVariables, about: authEnvAbout, read: readAuthEnv },
  tables: { authUsers, authCodes, authDevices, authSessions, authOauthStates, authMasterKeyCheck, authThrottles, sponsoredGas },
  install: async (app, { settings, database, publicOrigin }) => {
    const auth = await installAuth(app, { db: database.db, settings, publicOrigin })
    const { social, farcaster, devMode } = settings
    const socialLogin = await installSocialLogin(app, { auth: auth.deps, social, farcaster, devMode, publicOrigin })
    if (!auth.deps.mailer) app.log.info('email login: off (no FOYER_SMTP_URL); the modal does not offer it')
    return [...auth.routes, ...socialLogin.routes, loginMethodsRoute({ email: Boolean(auth.deps.mailer), socials: socialLogin.socials })]
  },
})
