// Bundles the API, with the TS source of @pango/shared and the generated Prisma client, into
// dist/. Other packages stay in node_modules (external).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts', 'src/worker.ts', 'src/payouts-mark-sent.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
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
