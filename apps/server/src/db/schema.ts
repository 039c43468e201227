/**
 * Every table of the server's database, for drizzle-kit (drizzle.config.ts) to diff against the
 * migrations. A table is declared beside the module that owns it; list it here too.
 */
export { analyticsEvents } from '../analytics/analyticsEventsTable.ts'
export { projects } from '../projects/projectsTable.ts'
export { activityCursors, activityParticipants, activityTokens, activityTransactions, activityTransfers } from '../activity/activityTables.ts'
export { authUsers } from '../auth/authUsersTable.ts'
export { authCodes } from '../auth/codes/authCodesTable.ts'
export { authDevices } from '../auth/devices/authDevicesTable.ts'
export { authSessions } from '../auth/sessions/authSessionsTable.ts'
export { authOauthStates } from '../auth/oauthStatesTable.ts'
export { authMasterKeyCheck } from '../auth/keys/masterKeyCheck.ts'
export { authThrottles } from '../auth/throttle/authThrottlesTable.ts'
