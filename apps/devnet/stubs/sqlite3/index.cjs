// Foyer's stand-in for sqlite3: see README.md. Nothing in the devnet should ever load it.
throw new Error(
  'sqlite3 is stubbed out in Foyer (apps/devnet/stubs/sqlite3): the Polkadot devnet runs chopsticks in memory, without a database. ' +
    'Something asked chopsticks for a db (the `db` option) or loaded chopsticks-db’s SQLite store; run it without one.',
)
