// Test helper: the DMMF of a Prisma datamodel (offline, through @prisma/internals) and the table,
// column and model names the conformance checks look up in it.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { getDMMF } from '@prisma/internals';

export const SCHEMA_PATH = fileURLToPath(
  new URL('../../../../prisma/schema.prisma', import.meta.url),
);

export type Dmmf = Awaited<ReturnType<typeof getDMMF>>;
export type DmmfModel = Dmmf['datamodel']['models'][number];
export type DmmfField = DmmfModel['fields'][number];

/** The DMMF of `datamodel`, by default prisma/schema.prisma as it is on disk. */
export async function loadDmmf(datamodel?: string): Promise<Dmmf> {
  return getDMMF({ datamodel: datamodel ?? (await readFile(SCHEMA_PATH, 'utf8')) });
}

export const tableOf = (m: DmmfModel) => m.dbName ?? m.name;
export const columnOf = (f: DmmfField) => f.dbName ?? f.name;
export const scalarFields = (m: DmmfModel) =>
  m.fields.filter((f) => f.kind === 'scalar' || f.kind === 'enum');

export function columnsFor(model: DmmfModel, fieldNames: readonly string[]) {
  return fieldNames.map((name) => {
    const field = model.fields.find((f) => f.name === name);
    if (!field) throw new Error(`${model.name}.${name} not found`);
    return columnOf(field);
  });
}

export function modelByName(dmmf: Dmmf, name: string) {
  const model = dmmf.datamodel.models.find((m) => m.name === name);
  if (!model) throw new Error(`model ${name} not found`);
  return model;
}
