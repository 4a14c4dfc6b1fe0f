import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Embedded Postgres runs one query at a time: files in parallel would only queue and time out.
    fileParallelism: Boolean(process.env.DATABASE_URL),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
