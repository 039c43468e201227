/** What `npm run foyer -- --help` prints. */
export const USAGE = `Usage: npm run foyer -- <command>   (from the server's build: foyer <command>)

Server:
  serve                                 run the server (configured by environment variables)
  migrate                               bring the database up to date and exit (the server also does at start)

Projects (in the database the server uses: DATABASE_URL, else PGlite in FOYER_DATA_DIR or .foyer/data):
  project create --origin <origin> [--origin <origin> …] [--name <name>]
                                        create a project; prints its id
  project list                          list every project with its allowed origins
  project add-origin <id> <origin>      allow one more origin for a project
  project remove-origin <id> <origin>   stop allowing an origin
  project delete <id>                   delete a project and its analytics; its requests are refused
  project analytics <id> on|off         turn a project's analytics on or off

An origin is scheme, host and port, as browsers send it: https://app.example.com, http://localhost:5173.
A running server applies changes at once: on PostgreSQL through a notification, and with PGlite the
command runs in the server holding the data folder (through its socket, <data folder>/foyer.sock).`

/** A mistake in how the CLI was called: printed with the command's usage (or all of it), exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError'
  constructor(
    message: string,
    /** The usage line of the command that was called wrongly; none for an unknown command. */
    readonly commandUsage?: string,
  ) {
    super(message)
  }
}
