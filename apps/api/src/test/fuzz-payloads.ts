import * as shared from '@pango/shared';
import { z } from 'zod';

// The hostile inputs of the fuzz run (issue 11 item 6): a fixed sample per route, not thousands.

type Def = { type?: string; shape?: Record<string, unknown>; in?: unknown; out?: unknown };
const defOf = (schema: unknown): Def =>
  ((schema as { _zod?: { def?: Def } })._zod?.def ?? {}) as Def;

/** Field names of an object schema, looking through pipes, optionals, defaults and the like. */
function fieldsOf(schema: unknown, depth = 0): string[] {
  if (depth > 6) return [];
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'pipe') return [...fieldsOf(def.in, depth + 1), ...fieldsOf(def.out, depth + 1)];
  const inner = (def as { innerType?: unknown }).innerType;
  return inner ? fieldsOf(inner, depth + 1) : [];
}

/** Every field name any shared request schema reads, so each body reaches every rule. */
export const FIELD_NAMES: readonly string[] = [
  ...new Set(
    Object.values(shared)
      .filter((value) => value instanceof z.ZodType)
      .flatMap((schema) => fieldsOf(schema)),
  ),
].sort();

const everyField = (value: unknown) => Object.fromEntries(FIELD_NAMES.map((f) => [f, value]));

const HUGE = 'A'.repeat(100_000);
/** Nine 100 KB fields stay under the 1 MB body limit, so the fields, not the limit, are tested. */
const FIELDS_PER_HUGE_BODY = 9;

export type FuzzBody = { name: string; raw: string };

/** Bodies sent as application/json, raw so malformed JSON and `__proto__` keys arrive as typed. */
export function fuzzBodies(): FuzzBody[] {
  const json = (name: string, value: unknown): FuzzBody => ({ name, raw: JSON.stringify(value) });
  const bodies: FuzzBody[] = [
    { name: 'malformed JSON', raw: '{"email": "a@b.co", ' },
    { name: 'a bare string', raw: '"just text"' },
    json('an array', [1, 2, 3]),
    json(NUMBERS_BODY, everyField(12_345)),
    json('booleans for every field', everyField(true)),
    json('nulls for every field', everyField(null)),
    json('arrays for every field', everyField(['a', 1, null])),
    json('objects for every field', everyField({ nested: { deeper: 'x' } })),
    json('NoSQL operators', everyField({ $gt: '', $ne: null, $where: 'sleep(1000)' })),
    json('SQL injection', everyField("' OR 1=1 --")),
    json('NUL bytes', everyField('abc\u0000def')),
    json('control characters', everyField('line\r\nInjected: yes\u0007\u001b[31m')),
    json('a path traversal', everyField('../../etc/passwd')),
    json('negative numbers', everyField(-1)),
    json('an id past int4', everyField(2_147_483_648)),
    json('huge numbers', everyField(1e308)),
    json('numbers as text past double', everyField('1e309')),
    json('fractions', everyField(1.5)),
    {
      name: 'prototype pollution',
      raw: '{"__proto__":{"isAdmin":true,"role":"landlord","polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
    },
  ];
  return bodies;
}

export const NUMBERS_BODY = 'numbers for every field';

// No SQL text here: in a valid body it is a valid value (stored verbatim through parameters).
const TEXT_MUTATIONS: readonly unknown[] = [
  'abc\u0000def',
  'line\r\nInjected: yes\u0007',
  HUGE,
  12_345,
  null,
  ['a'],
];
const NUMBER_MUTATIONS: readonly unknown[] = [2_147_483_648, -1, 1e308, '1e309', 1.5, 'abc', null];
const OTHER_MUTATIONS: readonly unknown[] = ['true', null, { $ne: null }];

/**
 * A route's valid body (the access matrix's) with one field at a time made hostile: the other
 * fields pass, so the hostile one reaches the rule (or the database) behind it.
 */
export function fieldMutations(body: unknown): FuzzBody[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const valid = body as Record<string, unknown>;
  return Object.entries(valid).flatMap(([field, value]) => {
    const mutations =
      typeof value === 'string'
        ? TEXT_MUTATIONS
        : typeof value === 'number'
          ? NUMBER_MUTATIONS
          : OTHER_MUTATIONS;
    return mutations.map((mutation) => ({
      name: `${field}=${JSON.stringify(mutation)?.slice(0, 24)}`,
      raw: JSON.stringify({ ...valid, [field]: mutation }),
    }));
  });
}

/**
 * 100 KB strings in the given fields (the ones a route refused numbers for, i.e. its text
 * fields), nine to a body so the fields, not the 1 MB body limit, are what is tested.
 */
export function hugeBodies(fields: readonly string[]): FuzzBody[] {
  const bodies: FuzzBody[] = [];
  const chosen = fields.length ? fields : FIELD_NAMES.slice(0, FIELDS_PER_HUGE_BODY);
  for (let i = 0; i < chosen.length; i += FIELDS_PER_HUGE_BODY) {
    const slice = chosen.slice(i, i + FIELDS_PER_HUGE_BODY);
    const body = Object.fromEntries(slice.map((f) => [f, HUGE]));
    bodies.push({ name: `100 KB strings (${slice.join(', ')})`, raw: JSON.stringify(body) });
  }
  return bodies;
}

/** Values put in place of each path parameter (URL-encoded where they hold reserved characters). */
export const PARAM_VALUES: readonly string[] = [
  encodeURIComponent('../../etc/passwd'),
  '-1',
  '0',
  '1e309',
  '1.5',
  '0x10',
  '%00',
  '%E0%A4%A',
  '2147483648',
  '9'.repeat(400),
  encodeURIComponent("1' OR 1=1 --"),
  '__proto__',
  'null',
];

/** Query strings for the routes that read one (ids, pages, filters, arrays and objects). */
export const QUERY_STRINGS: readonly string[] = [
  'property_id=1e309&page=-1&page_size=100000&status=%00&search=%27%20OR%201%3D1%20--',
  'property_id[]=1&property_id[]=2&page[$gt]=0&status[__proto__][x]=1&download[]=1',
  `search=${'S'.repeat(8_000)}&property_id=99999999999999999999&page=2147483648`,
  'property_id=2147483648&tenant_id=2147483648&unit=2147483648&page_size=2147483648',
  'property_id=0x10&page=1.5&page_size=NaN&session_id=%00&OrderTrackingId=..%2F..%2Fetc',
  '__proto__[polluted]=yes&constructor[prototype][polluted]=yes',
];
