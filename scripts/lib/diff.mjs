// Prisma's own migration differ without the schema-engine binary (which cannot be downloaded here):
// `SchemaEngine.diff` from @prisma/schema-engine-wasm between two datamodels prints what
// `prisma migrate diff --from-schema-datamodel A --to-schema-datamodel B --script` prints.
// Why and how: docs/decisions/002-migrations-without-schema-engine.md
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The wasm engine and the adapter helpers are dependencies of @prisma/internals (a root
// devDependency), not of ours: pnpm only lets us reach them through its own require.
const requireFromInternals = createRequire(
  createRequire(import.meta.url).resolve('@prisma/internals/package.json'),
);

const NO_FILTERS = { externalTables: [], externalEnums: [] };

/** @type {Promise<any> | undefined} */
let engineClass;

/** Instantiates the wasm module once per process, as @prisma/internals' own loader does. */
function loadSchemaEngine() {
  engineClass ??= (async () => {
    const bindingsPath = requireFromInternals.resolve(
      '@prisma/schema-engine-wasm/schema_engine_bg',
    );
    const bindings = await import(pathToFileURL(bindingsPath).href);
    const bytes = await readFile(path.join(path.dirname(bindingsPath), 'schema_engine_bg.wasm'));
    const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), {
      './schema_engine_bg.js': bindings,
    });
    bindings.__wbg_set_wasm(instance.exports);
    instance.exports.__wbindgen_start();
    return bindings.SchemaEngine;
  })();
  return engineClass;
}

/**
 * The engine insists on a driver adapter and asks it one question when it starts (does the schema
 * exist, which server version). Diffing two datamodels needs no database, so this adapter answers
 * that probe for the Postgres of docker-compose.yml and refuses anything else. The engine reports
 * a refusal only as "External error id#0", so the refusals are kept to be rethrown instead.
 */
async function offlineAdapter() {
  const { ColumnTypeEnum, bindMigrationAwareSqlAdapterFactory } = await import(
    pathToFileURL(requireFromInternals.resolve('@prisma/driver-adapter-utils')).href
  );
  const refusals = [];
  const refuse = (what) => async (query) => {
    const error = new Error(
      `db:diff works without a database, but the schema engine tried to ${what}: ${query?.sql ?? ''}`,
    );
    refusals.push(error);
    throw error;
  };
  const connection = {
    provider: 'postgres',
    adapterName: 'pango-offline-diff',
    async queryRaw(query) {
      if (!/\bversion\(\)/.test(query.sql)) return refuse('query it')(query);
      return {
        columnNames: ['exists', 'version', 'numeric_version'],
        columnTypes: [ColumnTypeEnum.Boolean, ColumnTypeEnum.Text, ColumnTypeEnum.Int32],
        rows: [[true, 'PostgreSQL 16.0', 160000]],
      };
    },
    executeRaw: refuse('change it'),
    executeScript: refuse('run a script on it'),
    startTransaction: refuse('open a transaction on it'),
    dispose: async () => {},
  };
  const factory = bindMigrationAwareSqlAdapterFactory({
    provider: 'postgres',
    adapterName: 'pango-offline-diff',
    connect: async () => connection,
    connectToShadowDb: async () => connection,
  });
  return { factory, refusals };
}

/**
 * Prisma's script, made to fit our migrations (see ADR 002): no schema name, so it applies to the
 * schema the connection targets; no BEGIN/COMMIT of its own (Prisma wraps enum rewrites in one),
 * because our runner already runs each migration in one transaction and a COMMIT would end it
 * early; and '' when nothing changes (the engine says "-- This is an empty migration.").
 */
function fitScript(script) {
  const sql = script
    .replace(/^(-- CreateSchema\n)?CREATE SCHEMA IF NOT EXISTS "public";\n\n?/m, '')
    .replaceAll('"public".', '')
    .replace(/^(BEGIN|COMMIT);\n/gm, '');
  const statements = sql.replace(/^--.*$/gm, '').trim();
  return statements === '' ? '' : sql;
}

/**
 * The SQL that turns a database built from `fromDatamodel` into one built from `toDatamodel`,
 * or '' when they describe the same database. Throws the engine's message for an invalid schema.
 *
 * @param {string} fromDatamodel the full text of the old schema.prisma
 * @param {string} toDatamodel the full text of the new schema.prisma
 * @returns {Promise<string>}
 */
export async function diffSchemas(fromDatamodel, toDatamodel) {
  const SchemaEngine = await loadSchemaEngine();
  const adapter = await offlineAdapter();
  // The file names only label the engine's error messages.
  const datamodel = (file, content) => ({
    tag: 'schemaDatamodel',
    files: [{ path: file, content }],
  });
  let engine;
  try {
    engine = await SchemaEngine.new(
      { datamodels: undefined },
      () => {}, // the engine's JSON debug log
      adapter.factory,
    );
    const { stdout } = await engine.diff({
      from: datamodel('before/schema.prisma', fromDatamodel),
      to: datamodel('after/schema.prisma', toDatamodel),
      script: true,
      exitCode: null,
      filters: NO_FILTERS,
    });
    return fitScript(stdout ?? '');
  } catch (error) {
    throw adapter.refusals[0] ?? error;
  } finally {
    engine?.free();
  }
}
