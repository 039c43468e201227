/** A configuration the server cannot start with (environment or config object): one readable message for the operator. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}
