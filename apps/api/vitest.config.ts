import { defineConfig } from 'vitest/config';

// Files that replace a module with vi.mock need a module graph of their own; every other file
// shares its worker's (isolate: false), so the app's ~1 s import is paid once per worker, not
// once per file (the API suite's import time fell from about a third of its run to a few
// seconds; docs/benchmarks.md, "Test suite"). Spies in shared files are on per-test objects
// (ctx.deps) or restored in afterEach.
const OWN_MODULE_GRAPH = ['src/modules/accounts/login-cost.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['src/test/global-setup.ts'],
    // Files run in parallel, each on a schema of its own, on DATABASE_URL or the embedded server.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts'],
          exclude: OWN_MODULE_GRAPH,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'api-isolated', include: OWN_MODULE_GRAPH } },
    ],
  },
});
