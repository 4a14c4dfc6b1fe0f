import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Files run in parallel, each on a schema of its own, on DATABASE_URL or the embedded server.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
