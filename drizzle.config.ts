import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/provider/db/schema.ts',
  out: './server/provider/db/migrations',
});
