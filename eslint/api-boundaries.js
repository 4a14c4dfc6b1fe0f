// The API's import boundaries (ADR 001), enforced on resolved paths so relative imports count:
// lib/ and config/ never reach into modules/, a module uses another module only through its
// services and rules (`*.service.ts`, `*rules*.ts`, or an `index.ts` it chooses to write), and no
// import cycles in the API or in packages/shared. eslint.config.js spreads this array.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api/src');
const modulesDir = path.join(api, 'modules');
const moduleNames = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The files of a module other modules may import: what it offers, not how it is built.
const publicFilesOf = (name) =>
  ['**/*.service.ts', '**/*rules*.ts', 'index.[jt]s'].map((glob) =>
    path.join(modulesDir, name, glob),
  );

// Tests drive a scenario through several modules (another module's jobs, factories and fixtures
// set the stage), so they may import its files, but never its routers: those are reached over HTTP
// through createApp().
const testFiles = [
  'apps/api/src/**/*.test.ts',
  'apps/api/src/**/test-helpers.ts',
  'apps/api/src/**/*fixtures*.ts',
];

const crossModuleZones = (isTest) =>
  moduleNames.map((name) => {
    const others = moduleNames.filter((other) => other !== name);
    return isTest
      ? {
          target: path.join(modulesDir, name),
          from: others.map((other) => path.join(modulesDir, other, '**/*.router.ts')),
          message: `Tests in modules/${name} reach another module's routers over HTTP, not by import.`,
        }
      : {
          target: path.join(modulesDir, name),
          from: others.map((other) => path.join(modulesDir, other, '**')),
          except: others.flatMap(publicFilesOf),
          message: `modules/${name} may import another module's *.service.ts or *rules*.ts only, never its routers or internals.`,
        };
  });

const layerZones = [
  {
    target: path.join(api, 'lib'),
    from: modulesDir,
    message: 'lib/ never imports modules/ (ADR 001).',
  },
  {
    target: path.join(api, 'config'),
    from: modulesDir,
    message: 'config/ never imports modules/ (ADR 001).',
  },
];

export default [
  {
    files: ['apps/api/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    ignores: ['**/generated/**'],
    plugins: { 'import-x': importX },
    settings: {
      // Extensions and parser too: without them no-cycle skips every .ts dependency and finds nothing.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            path.join(root, 'apps/api/tsconfig.json'),
            path.join(root, 'packages/shared/tsconfig.json'),
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: testFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...layerZones, ...crossModuleZones(false)] },
      ],
    },
  },
  {
    files: testFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...layerZones, ...crossModuleZones(true)] },
      ],
    },
  },
];
