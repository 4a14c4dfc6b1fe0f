import { fileURLToPath, URL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

// Each chunk's static imports, taken from the bundle before Vite writes the lazy imports' preload
// lists (its import analysis runs after this plugin's generateBundle): resolveDependencies below
// leaves out of a list the files the importing chunk has already loaded.
const staticImports = new Map<string, readonly string[]>();
const entries: string[] = [];
const chunkGraph: Plugin = {
  name: 'pango:chunk-graph',
  apply: 'build',
  generateBundle(_options, bundle) {
    staticImports.clear();
    entries.length = 0;
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      staticImports.set(output.fileName, output.imports);
      if (output.isEntry) entries.push(output.fileName);
    }
  },
};
/** The files loaded once `host` has run: itself and what it imports statically, transitively. */
function loadedWith(host: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const imported of staticImports.get(file) ?? []) visit(imported);
  };
  // index.html's entry and its imports are loaded before any lazy import runs.
  for (const file of [...entries, host]) visit(file);
  return loaded;
}

// The installable app (issue 26 item 7, ADR 043): Workbox's generated service worker precaches
// the built files and index.html, the shell every app route opens from cache (also offline).
// /api/ (tokens, personal data: never cached) and /v/ (server-rendered vacancy pages) are not
// app routes, so the shell never stands in for them. Registered by /registerSW.js, a deferred
// script of the production build only: nothing joins any screen's first-load JavaScript.
const APP_ROUTES =
  /^\/(?:login|signup|forgot-password|reset-success|privacy|verify-email|confirm-email|team\/accept|reset-password|admin|tenant|payments)?(?:[/?#]|$)/;
const pwa = VitePWA({
  strategies: 'generateSW',
  injectRegister: 'script-defer',
  registerType: 'autoUpdate',
  includeAssets: ['favicon.svg'],
  manifest: {
    name: 'Pango',
    short_name: 'Pango',
    description: 'Rental property management for landlords and tenants in Kenya.',
    start_url: '/login',
    scope: '/',
    display: 'standalone',
    // --color-brand of src/components/ui/tokens.css, as index.html's theme-color.
    theme_color: '#0f766e',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The chunk graph for scripts/check-web-size.mjs is no file the app loads.
    globIgnores: ['.vite/**'],
    navigateFallback: '/index.html',
    navigateFallbackAllowlist: [APP_ROUTES],
    navigateFallbackDenylist: [/^\/api\//, /^\/v\//],
    // Hashed names: the hash is the revision, so an unchanged file is not fetched again.
    dontCacheBustURLsMatching: /^assets\//,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
});

// The screens' texts (packages/shared/src/i18n/web/<language>/<screen>.json, ADR 044): a text
// with a placeholder is compiled here to FormatJS's syntax tree, so the browser needs only its
// formatter (the parser, ~4 KiB gzip, is aliased away below). Plain texts stay strings.
const compileMessages: Plugin = {
  name: 'pango:compile-messages',
  enforce: 'pre',
  transform(code, id) {
    if (!/packages\/shared\/src\/i18n\/web\/[a-z]+\/[\w-]+\.json$/.test(id)) return null;
    const texts = JSON.parse(code) as Record<string, string>;
    const compiled = Object.fromEntries(
      Object.entries(texts).map(([key, text]) => [
        key,
        /[{}']/.test(text) ? parse(text, { ignoreTag: true }) : text,
      ]),
    );
    // Still JSON: Vite's JSON plugin turns it into a module after this one.
    return { code: JSON.stringify(compiled), map: null };
  },
};

// react-router ships one file whose components are `forwardRef(...)` calls with `displayName`
// assignments after them: side effects to the bundler, so Form, ScrollRestoration and the rest
// stay in every first load though the app never renders them. Marking the calls pure and dropping
// the dev-tools names lets tree-shaking remove what is unused (ADR 044).
const pureRouter: Plugin = {
  name: 'pango:pure-react-router',
  apply: 'build',
  transform(code, id) {
    if (!/node_modules\/.*react-router\/dist\/.*\.mjs$/.test(id)) return null;
    return code
      .replace(
        /(?<!@__PURE__ \*\/ )\bReact\d*\.(forwardRef|createContext|memo)\(/g,
        '/* @__PURE__ */ $&',
      )
      .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '');
  },
};

export default defineConfig({
  plugins: [react(), compileMessages, pureRouter, precompress(), chunkGraph, pwa],
  resolve: {
    alias: [
      // Texts are compiled at build time (compileMessages): FormatJS formats them without parsing.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    target: 'es2022',
    // The chunk graph scripts/check-web-size.mjs reads to add up each screen's first load.
    manifest: true,
    // Every browser we serve preloads modules itself (Chrome 66+, Safari 17+, Firefox 115+);
    // older ones still work, fetching each module when it is imported.
    modulePreload: {
      polyfill: false,
      // A lazy chunk's preload list need not name the entry or the files it imports (loaded before
      // any lazy import runs), nor those the importing chunk imports statically (loaded before its
      // code runs): shorter lists in the start-up code and the areas' chunks.
      resolveDependencies: (_file, deps, { hostId, hostType }) => {
        if (hostType !== 'js') return deps;
        const loaded = loadedWith(hostId);
        return deps.filter((dep) => !loaded.has(dep));
      },
    },
    rolldownOptions: {
      output: {
        // Seven hash characters, not eight (the fewest rolldown allows for this many chunks):
        // every lazy import lists its files by name in the start-up code, and the names are a
        // measurable share of /tenant's budget (issue 12). For the same reason chunks and assets
        // are named by their hash alone (0.4-0.6 KiB gzip off every first load; the manifest,
        // .vite/manifest.json, says which source each file holds).
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
        codeSplitting: {
          groups: [
            // What every screen runs first, in two files: the libraries (React, the router), cached
            // across our deploys, and our start-up code. Without these groups the bundler cuts
            // them into a dozen small chunks, which compress worse.
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 3 },
            { name: 'index', tags: ['$initial'], priority: 2 },
            // Small pieces both /login and the areas show, in one file rather than six tiny ones
            // (calendar: the tenant area and the billing screens share it, issue 20; the common
            // texts: the tenant shell and the signup's language switch share them, ADR 044).
            {
              name: 'common',
              test: /src\/components\/ui\/(icons|alert|card|badge|link|button)\.|src\/lib\/i18n\/common-texts\.|packages\/shared\/src\/(format|room-types|report-categories|rent-status|calendar|i18n\/web\/en\/common)\./,
              priority: 2,
            },
            // TanStack Query and our provider (lib/query-provider.tsx), loaded with the screens that
            // fetch and never by /login. The mutation and infinite-query hooks stay out: the
            // areas' home screens only read.
            {
              name: 'query',
              test: /src\/lib\/query-provider\.|@tanstack\/(query-core|react-query)\/build\/modern\/(?!useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)/,
              priority: 1,
            },
            // The shared data layer (lib/queries) in one file rather than a tiny chunk per endpoint,
            // each of which would add its name to every lazy screen's preload list. The tenant
            // dashboard's query stays in the tenant area's own chunk (its home screen), and
            // tenant-payments.ts imports that key, so neither joins (ADR 016's /tenant budget).
            // The notice rules join it too: tenant Settings, the tenant's details and Property
            // Management share them, and a chunk of their own would lengthen the preload lists.
            // The vacancy page's queries (ADR 032), and those of screens /admin does not open first
            // (payouts, M-Pesa import, invoices, ledger adjustments, data retention, account
            // deletion), load with their
            // lazy screens, not with /admin. The dashboard charts' query loads with its lazy charts
            // chunk (ADR 041). So do those of the team and of screens /admin reaches
            // by a click (deposits, hand-recorded payments, move-out, tenancy records, message
            // templates): their bytes paid for the admin area's role checks (issue 23). The role
            // table joins: the shell and the team invitation's page share it. So do the KRA MRI
            // queries (the tax screen and the payment rows' certificate load them), while the
            // rental types join: a chunk of their own would add its name to /tenant's start-up code.
            {
              name: 'queries',
              test: /src\/lib\/(queries\/(?!tenant-dashboard\.|tenant-payments\.|vacancy\.|payouts\.|mpesa-import\.|invoices\.|invoice-pdf\.|ledger-adjustments\.|team\.|deposits\.|unclaimed-deposits\.|manual-payments\.|move-out\.|tenancy-record\.|message-templates\.|preview-message\.|data-retention\.|account-deletion\.|dashboard-charts\.|kra-mri\.)|server-message\.)|packages\/shared\/src\/(notice|team-roles|rental-types)\./,
              priority: 1,
            },
            // zod in one file, loaded by the screens that parse (forms, CSV and M-Pesa imports), not
            // by /admin or /tenant: the shared modules those read construct no schema (the schemas
            // are in property-schemas.ts, notice-schemas.ts, plan-room-schema.ts). Without the
            // group the bundler cuts zod into three chunks whose names lengthen every preload list.
            {
              name: 'zod',
              test: /node_modules\/(\.pnpm\/zod@[^/]+\/node_modules\/)?zod\//,
              priority: 1,
            },
            // The form library is needed only by the longer forms (signup, reset, settings).
            { name: 'forms', test: /react-hook-form|@hookform/, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
