// Bundles the API, with the TS source of @pango/shared and the generated Prisma client, into
// dist/ (or the folder after --outdir: a test's own build). Other packages stay in node_modules
// (external), so that folder must sit inside apps/api for them to resolve.
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });

await build({
  entryPoints: ['src/index.ts', 'src/worker.ts', 'src/payouts-mark-sent.ts'],
  outdir: values.outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // index.js imports the server lazily, so the cluster primary loads none of it (ADR 046). Chunks
  // sit beside the entries: import.meta.url-relative paths (uploads, migrations) stay the same.
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: true,
  plugins: [
    {
      name: 'externalise-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.kind === 'entry-point' || args.path.startsWith('@pango/')
            ? undefined
            : { external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
