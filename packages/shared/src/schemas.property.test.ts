import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index.js';
import { ID_MAX, idSchema, optionalIdSchema } from './ids.js';
import {
  ANY_CONTROL,
  anyValue,
  leafPaths,
  number,
  shaped,
  text,
  unfitForDatabase,
  withLeaf,
} from './testing/hostile-input.js';
import { VALID_EXAMPLES } from './testing/request-examples.js';
import { LIMITS } from './constants.js';
import { amountSchema, OptionalDepositSchema, requiredText } from './registration.js';

// Issue 11 item 6 (ASVS 5.0 V2.2 input validation): every shared schema is fed what a hostile
// client can send. Whatever arrives, safeParse answers (never throws), a refusal explains itself,
// and what is accepted fits the database: integers within Postgres `integer`, no control
// characters in one-line text, no NUL anywhere (Postgres refuses it in text: a 500).

const SCHEMAS = (Object.entries(shared) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

// Describes our own answer (read by the web app), not a request: nothing of it is stored.
const RESPONSE_SCHEMAS = new Set([
  'TokenPairSchema',
  'DepositRowSchema',
  'DepositTotalsSchema',
  'DepositPropertyTotalsSchema',
  'DepositListSchema',
  'TenantDepositSchema',
  'TenancyHistoryRowSchema',
  'TenancyHistoryPageSchema',
]);

describe('the shared schemas', () => {
  it('are all found (names end in Schema, as the house style says)', () => {
    expect(SCHEMAS.length).toBeGreaterThan(50);
    expect(SCHEMAS.map(([name]) => name).filter((name) => !name.endsWith('Schema'))).toEqual([]);
  });
});

describe.each(SCHEMAS)('%s', (name, schema) => {
  it('answers any input without throwing, explains each refusal, accepts only what fits the database', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, shaped(schema)), (input) => {
        const result = schema.safeParse(input);
        if (result.success) {
          if (!RESPONSE_SCHEMAS.has(name)) expect(unfitForDatabase(result.data)).toBeNull();
          return;
        }
        expect(result.error.issues.length).toBeGreaterThan(0);
        for (const issue of result.error.issues) {
          expect(typeof issue.message).toBe('string');
          expect(issue.message.trim()).not.toBe('');
        }
      }),
      { numRuns: 300 },
    );
  });
});

const SCHEMA_BY_NAME = new Map(SCHEMAS);

describe.each(Object.entries(VALID_EXAMPLES))('%s, one field made hostile', (name, example) => {
  const schema = SCHEMA_BY_NAME.get(name)!;

  it('accepts the valid request it starts from', () => {
    const result = schema.safeParse(example);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('accepts a hostile value only when it fits the database', () => {
    const paths = leafPaths(example);
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.oneof(text, number, anyValue), (path, leaf) => {
        const result = schema.safeParse(withLeaf(example, path, leaf));
        if (result.success) expect(unfitForDatabase(result.data)).toBeNull();
      }),
      { numRuns: 400 },
    );
  });
});

describe('field rules', () => {
  const amount = amountSchema('Enter an amount');
  it('an amount is accepted only as a whole number of shillings within the limit', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, number.map(String)), (input) => {
        const result = amount.safeParse(input);
        if (result.success) {
          expect(Number.isInteger(result.data)).toBe(true);
          expect(result.data).toBeGreaterThanOrEqual(1);
          expect(result.data).toBeLessThanOrEqual(LIMITS.amountMax);
        }
      }),
    );
  });

  it('every whole amount within the limit is accepted as it was typed, as a number or text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: LIMITS.amountMax }), fc.boolean(), (value, asText) => {
        expect(amount.parse(asText ? ` ${value} ` : value)).toBe(value);
      }),
    );
  });

  it('a deposit is blank (the rent) or a whole amount from 0 to the limit', () => {
    fc.assert(
      fc.property(anyValue, (input) => {
        const result = OptionalDepositSchema.safeParse(input);
        if (result.success && result.data !== undefined) {
          expect(Number.isInteger(result.data)).toBe(true);
          expect(result.data).toBeGreaterThanOrEqual(0);
          expect(result.data).toBeLessThanOrEqual(LIMITS.amountMax);
        }
      }),
    );
  });

  it('an id is a whole number from 1 to the largest Postgres integer', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, number.map(String)), (input) => {
        for (const schema of [idSchema(), optionalIdSchema()]) {
          const result = schema.safeParse(input);
          if (result.success && result.data !== undefined) {
            expect(Number.isInteger(result.data)).toBe(true);
            expect(result.data).toBeGreaterThanOrEqual(1);
            expect(result.data).toBeLessThanOrEqual(ID_MAX);
          }
        }
      }),
    );
    expect(idSchema().safeParse(ID_MAX).success).toBe(true);
    expect(idSchema().safeParse(String(ID_MAX + 1)).success).toBe(false);
  });

  it('a required text is trimmed, not blank, within its length and on one line', () => {
    const name = requiredText('Enter a name', 20);
    fc.assert(
      fc.property(fc.oneof(text, anyValue), (input) => {
        const result = name.safeParse(input);
        if (result.success) {
          expect(result.data).toBe(result.data.trim());
          expect(result.data.length).toBeGreaterThanOrEqual(1);
          expect(result.data.length).toBeLessThanOrEqual(20);
          expect(result.data).not.toMatch(ANY_CONTROL);
        }
      }),
    );
  });
});
