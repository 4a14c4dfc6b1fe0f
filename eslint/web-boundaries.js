// The web app's import boundaries (ADR 001, docs/architecture.md), as path zones in the way
// bulletproof-react's lint config draws them: code flows one way, app -> features -> lib and
// components, and a feature never imports another feature. Zones match resolved files, so a
// relative import ('../../other-feature/x') is caught as surely as an alias ('@/features/x').
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB_SRC = 'apps/web/src';
const FEATURES = `${WEB_SRC}/features`;

/**
 * The one module every feature may import from another feature: the shared payment flow
 * (features/payment-flow). Rent, deposit and subscription payments must run one flow, with one
 * idea of when a payment is finished (issue 17 item 1); copying it into each paying feature is
 * what the zones exist to prevent, and lib/ cannot hold it because it renders screens and reads
 * routes. Only its index is public, so its internals stay private as any feature's do.
 * features/payment-records (the Record Payment dialog and the Receipt button) is shared the same
 * way: two landlord screens record payments, and both payment histories link receipts (issue 19).
 */
export const SHARED_FEATURE_ENTRIES = [
  './payment-flow/index.ts',
  './payment-records/index.ts',
  // The month's lines (issue 20): the dashboard's lazy chunk and the Payment Center show them.
  './tenant-invoices/index.ts',
];

const featureNames = () =>
  readdirSync(path.join(ROOT, FEATURES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every feature: the other features (except the shared entries) are out of bounds. */
const crossFeatureZones = () =>
  featureNames().map((name) => ({
    target: `./${FEATURES}/${name}`,
    from: `./${FEATURES}`,
    except: [`./${name}`, ...SHARED_FEATURE_ENTRIES],
    message: 'Features never import each other: share through lib/ or compose them in src/app.',
  }));

export const webBoundaries = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(ROOT, 'apps/web/tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            ...crossFeatureZones(),
            {
              target: `./${FEATURES}`,
              from: `./${WEB_SRC}/app`,
              message: 'Features never import the app layer; the app composes features.',
            },
            {
              target: [`./${WEB_SRC}/lib`, `./${WEB_SRC}/components`],
              from: [`./${FEATURES}`, `./${WEB_SRC}/app`],
              message: 'lib/ and components/ never import features/ or app/: code flows one way.',
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
];
