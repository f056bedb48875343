import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/schema-admins.ts',
    './src/server/db/schema-award-contestants.ts',
    './src/server/db/schema-judging.ts',
    './src/server/db/schema-audit.ts',
    './src/server/db/schema-record.ts',
    './src/server/db/schema-changes.ts',
    './src/server/db/schema-screens.ts',
    './src/server/db/schema-expo.ts',
  ],
  out: './migrations',
});
