/** The alerts shown at the top of the modal, by key (spec §8). */
export const alertTexts = {
  section: 'alerts',
  en: {
    SWITCH_NETWORK_NOT_FOUND: {
      shortMessage: 'Network Not Found',
      longMessage: 'The network you requested is not set up in this app.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'Invalid App Configuration',
      longMessage: 'The origin of this app is not on the allowlist of its project.',
    },
    SOCIALS_TIMEOUT: {
      shortMessage: 'Invalid App Configuration',
      longMessage: 'The embedded wallet failed to load. Check that this domain is on the allowlist of the project.',
    },
    JWT_TOKEN_NOT_VALID: {
      shortMessage: 'Session Expired',
      longMessage: 'Your session has expired. Please log in again.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'Invalid Project ID',
      longMessage: 'The projectId this app uses is not known to the server.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'Project ID Not Configured',
      longMessage: 'Set a projectId in the Foyer options to use the wallet registry and the blockchain API.',
    },
  },
} as const
