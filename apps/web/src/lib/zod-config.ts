// zod compiles object parsers with `new Function` unless it is told not to, and our
// Content-Security-Policy (no 'unsafe-eval') makes the browser refuse and log a violation on
// every screen that parses. zod keeps its settings in globalThis.__zod_globalConfig, shared by
// every copy of zod; filling it here, before any zod module loads, costs nothing on the first
// load, where importing zod's config() would add 3.5 KiB gzip (zod-config.test.ts holds zod to it).
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((scope.__zod_globalConfig ??= {}), { jitless: true });
