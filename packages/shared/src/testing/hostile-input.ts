import fc from 'fast-check';
import type { z } from 'zod';
import { ID_MAX } from '../ids.js';

// What a hostile client can send to a schema, and what the database cannot take back
// (schemas.property.test.ts). Test support only: nothing in the app imports it.

// ---- what a client can send ----

const TEXT_SAMPLES = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'line\r\nInjected: yes',
  '\u0007\u001b[31m',
  "' OR 1=1 --",
  '{"$gt":""}',
  '../../etc/passwd',
  '1e309',
  '-1',
  '0',
  '2147483648',
  '9'.repeat(400),
  'NaN',
  'Infinity',
  '__proto__',
  'true',
  '2026-02-30',
  '  12  ',
  'x'.repeat(100_000),
];
export const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...TEXT_SAMPLES),
);
export const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(ID_MAX + 1, -0, Number.MAX_SAFE_INTEGER + 2, 1e308, 0.5),
);
const leaf = fc.oneof(text, number, fc.boolean(), fc.constant(null));
export const anyValue = fc.oneof(
  leaf,
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(leaf, { maxLength: 4 }),
  fc.dictionary(fc.string(), leaf, { maxKeys: 4 }),
);

type Def = {
  type?: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
};
const defOf = (schema: unknown): Def =>
  ((schema as { _zod?: { def?: Def } })._zod?.def ?? {}) as Def;

/** Values shaped like the schema (its field names, arrays of its items) with hostile leaves. */
export function shaped(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 4) return anyValue;
  if (def.type === 'object' && def.shape) {
    const fields = Object.fromEntries(
      Object.entries(def.shape).map(([key, field]) => [
        key,
        fc.oneof(anyValue, shaped(field, depth + 1)),
      ]),
    );
    return fc.record(fields, { requiredKeys: [] });
  }
  if (def.type === 'array' && def.element)
    return fc.array(shaped(def.element, depth + 1), { maxLength: 3 });
  if (def.type === 'pipe') return fc.oneof(shaped(def.in, depth + 1), shaped(def.out, depth + 1));
  if (def.innerType) return shaped(def.innerType, depth + 1);
  if (def.type === 'union' && def.options)
    return fc.oneof(...def.options.map((option) => shaped(option, depth + 1)));
  // Mostly the right type, so whole objects get past their other fields to the hostile one.
  const typed: Record<string, fc.Arbitrary<unknown>> = {
    string: text,
    number: fc.oneof(number, fc.integer({ min: 1, max: 50_000 })),
    boolean: fc.boolean(),
    enum: fc.constantFrom(...Object.values(def.entries ?? { none: 'none' })),
    literal: fc.constantFrom(...(def.values ?? [null])),
  };
  const guess = def.type ? typed[def.type] : undefined;
  return guess
    ? fc.oneof({ arbitrary: guess, weight: 4 }, { arbitrary: anyValue, weight: 1 })
    : anyValue;
}

// ---- what the database accepts ----

// Free text that may span lines (report descriptions, messages, notes, a refund's note).
// 'body': a report note's text (issue 23).
const MULTILINE_FIELDS = new Set([
  'body',
  'description',
  'message',
  'note',
  'notes',
  'reason',
  'text',
]);
// eslint-disable-next-line no-control-regex
export const ANY_CONTROL = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

// Paging is not stored: any whole page number is a (possibly empty) page.
const PAGING_FIELDS = new Set(['page', 'page_size']);

/** Where an accepted value would break a column: a problem description, or null. */
export function unfitForDatabase(value: unknown, key = ''): string | null {
  if (typeof value === 'number') {
    if (PAGING_FIELDS.has(key)) return Number.isSafeInteger(value) ? null : `${key}=${value}`;
    return Number.isFinite(value) && Math.abs(value) <= ID_MAX ? null : `${key}=${value}`;
  }
  if (typeof value === 'string') {
    const rule = MULTILINE_FIELDS.has(key) ? CONTROL_BUT_LINE_BREAKS : ANY_CONTROL;
    return rule.test(value) ? `${key} carries a control character: ${JSON.stringify(value)}` : null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = unfitForDatabase(item, key);
      if (problem) return problem;
    }
    return null;
  }
  if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      const problem = unfitForDatabase(v, k);
      if (problem) return problem;
    }
  return null;
}

/** Every path to a text or number in a value, e.g. ['properties', 0, 'units', 0, 'unit_number']. */
export function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string' || typeof value === 'number') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, k]));
  return [];
}

export function withLeaf(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withLeaf(copy[head], rest, leaf);
  return copy;
}
