// `prisma generate` only needs the query compiler (WebAssembly), but it first tries to download
// the schema-engine binary, which fails offline. Pointing PRISMA_SCHEMA_ENGINE_BINARY at any
// existing file skips that download (see docs/decisions/002-migrations-without-schema-engine.md).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
env.PRISMA_HIDE_UPDATE_MESSAGE = '1';
env.CHECKPOINT_DISABLE = '1';
const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync('pnpm', ['exec', 'prisma', 'generate'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
