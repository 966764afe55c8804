import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/commerce/schema.ts',
    './src/engage/schema.ts',
    './src/appointments/schema.ts',
    './src/recommendations/schema.ts',
    './src/images/schema.ts',
    './src/http/rate-limit-schema.ts',
  ],
  out: './drizzle',
});
