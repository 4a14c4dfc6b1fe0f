import { defineConfig } from 'prisma/config';

// The CLI reads the connection only for migrate/db commands; generate works without it.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations', seed: 'node scripts/db-seed.mjs' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/pango' },
});
