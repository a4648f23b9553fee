import { defineConfig } from 'drizzle-kit';

/** PostgreSQL's migrations, beside SQLite's (drizzle.config.ts): `npm run db:generate:pg`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/src/db/pg/schema/index.ts',
  out: './api/src/db/migrations-pg',
});
