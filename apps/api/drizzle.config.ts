import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/commerce/schema.ts',
    './src/engage/schema.ts',
    './src/appointments/schema.ts',
    './src/tracking/schema.ts',
    './src/recommendations/schema.ts',
  ],
  out: './drizzle',
});
