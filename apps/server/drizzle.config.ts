import { defineConfig } from 'drizzle-kit'

/** `npm run db:generate -w @foyer/server` writes a migration for each change to src/db/schema.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
})
