// Fails when the JavaScript a screen needs before it is interactive grows past its budget.
// Reads the build in apps/web/dist (or the folder given as the first argument) and its Vite
// manifest: a screen's initial JS is index.html's entry chunk, the lazy chunks of the route's
// screen and area, TanStack Query's chunk where the screen fetches, and every chunk those import
// statically (all fetched before first render).
// Sizes are gzip level 9, what the server sends (the build writes .gz/.br beside each file).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib/run.mjs';

// Issue 12 item 4: "initial JavaScript at most 100 KiB gzip for /login and /tenant and 150 KiB
// for /admin, checked by a size script that fails the test command when exceeded".
const KIB = 1024;
// TanStack Query and its provider, loaded beside every area that fetches
// (lib/lazy-with-queries.tsx): the `query` chunk group of vite.config.ts, found by name.
const QUERY = 'query';
// The landlord area: its route table, shell and subscription banner (admin-area.tsx).
const ADMIN_AREA = [QUERY, 'src/app/admin-area.tsx'];
const BUDGETS = [
  { route: '/login', budget: 100 * KIB, modules: ['src/app/routes/login.tsx'] },
  {
    route: '/tenant',
    budget: 100 * KIB,
    // The area's chunk holds its home screen too (tenant-area.tsx).
    modules: [QUERY, 'src/app/tenant-area.tsx'],
  },
  // /admin is the landlord's home after sign-in (Property Management); the dashboard is one click on.
  {
    route: '/admin',
    budget: 150 * KIB,
    modules: [...ADMIN_AREA, 'src/app/routes/admin/property-management.tsx'],
  },
  {
    route: '/admin/dashboard',
    budget: 150 * KIB,
    modules: [...ADMIN_AREA, 'src/app/routes/admin/dashboard.tsx'],
  },
];

const dist = path.resolve(process.argv[2] ?? path.join(ROOT, 'apps/web/dist'));
const manifestPath = path.join(dist, '.vite/manifest.json');
let manifest;
try {
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
} catch (err) {
  console.error(
    `check-web-size: cannot read ${manifestPath} (${err.code ?? err.message}). ` +
      'Build the web app first (pnpm --filter @pango/web build); vite.config.ts sets build.manifest.',
  );
  process.exit(1);
}

const gzipBytes = new Map();
const sizeOf = (file) => {
  if (!gzipBytes.has(file)) {
    gzipBytes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  }
  return gzipBytes.get(file);
};

/** The JS files of these manifest keys and of everything they import statically. */
function initialFiles(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) {
      throw new Error(
        `${key} is not a chunk of the build manifest (renamed, or no longer lazy-loaded?): ` +
          'update BUDGETS in scripts/check-web-size.mjs.',
      );
    }
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
// A chunk group's file has no source module: its manifest key is its file name, found by name.
const keyOf = (module) =>
  manifest[module]
    ? module
    : (Object.keys(manifest).find((key) => !manifest[key].src && manifest[key].name === module) ??
      module);
let rows;
try {
  rows = BUDGETS.map(({ route, budget, modules }) => {
    const files = initialFiles([entry, ...modules.map(keyOf)]);
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return { route, bytes, budget, files, over: bytes > budget };
  });
} catch (err) {
  console.error(`check-web-size: ${err.message}`);
  process.exit(1);
}

const kib = (bytes) => (bytes / KIB).toFixed(1);
console.log('Initial JS per screen (gzip):');
console.log(`  ${'route'.padEnd(18)}${'KiB'.padStart(8)}${'budget'.padStart(9)}  files`);
for (const row of rows) {
  console.log(
    `  ${row.route.padEnd(18)}${kib(row.bytes).padStart(8)}${kib(row.budget).padStart(9)}  ` +
      `${row.files.length}${row.over ? '  OVER BUDGET' : ''}`,
  );
}

const over = rows.filter((row) => row.over);
if (over.length > 0) {
  for (const row of over) {
    console.error(
      `\ncheck-web-size: ${row.route} loads ${kib(row.bytes)} KiB gzip of JS before it is ` +
        `interactive, over its ${kib(row.budget)} KiB budget (issue 12). Largest files:`,
    );
    const largest = [...row.files].sort((a, b) => sizeOf(b) - sizeOf(a)).slice(0, 5);
    for (const file of largest) console.error(`  ${kib(sizeOf(file)).padStart(7)} KiB  ${file}`);
  }
  console.error(
    '\nKeep heavy code behind a lazy import, or look at what a static import pulls into the entry.',
  );
  process.exit(1);
}
