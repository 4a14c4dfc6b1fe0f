import bcrypt from 'bcrypt';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord, TEST_PASSWORD } from '../../test/factories.js';

// Unknown emails cost what wrong passwords cost (issue 11: 69 ms against 254 ms gave accounts away).
// Asserted on the mechanism, not on timings: every attempt runs one bcrypt check, at the
// configured cost whether or not the email has an account.
const checked = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/passwords.js')>();
  return {
    ...real,
    verifyPassword: (plain: string, hash: string) => {
      checked.push(hash);
      return real.verifyPassword(plain, hash);
    },
  };
});

const COST = 5;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ BCRYPT_COST: String(COST) });
});
afterAll(() => ctx.close());

const signIn = (email: string, password: string) =>
  request(ctx.app).post('/api/accounts/token/').send({ email, password, user_type: 'landlord' });

describe('sign-in cost', () => {
  it('checks an unknown email against a hash made at the configured cost', async () => {
    checked.length = 0;
    const res = await signIn('nobody-at-all@example.test', TEST_PASSWORD);
    expect(res.status).toBe(400);
    expect(checked).toHaveLength(1);
    expect(bcrypt.getRounds(checked[0]!)).toBe(COST);
    // Made once: the next unknown email is checked against the same hash.
    await signIn('nobody-else@example.test', TEST_PASSWORD);
    expect(checked).toEqual([checked[0], checked[0]]);
  });

  it('upgrades a hash of another cost when its owner signs in, and only then', async () => {
    const landlord = await createLandlord(ctx.db); // hashed at cost 4 by the factory
    const storedHash = async () =>
      (await ctx.db.user.findUniqueOrThrow({ where: { id: landlord.id } })).passwordHash;
    expect(bcrypt.getRounds(await storedHash())).toBe(4);

    expect((await signIn(landlord.email, 'Wrong1pass')).status).toBe(400);
    expect(bcrypt.getRounds(await storedHash())).toBe(4);

    checked.length = 0;
    expect((await signIn(landlord.email, TEST_PASSWORD)).status).toBe(200);
    expect(bcrypt.getRounds(checked[0]!)).toBe(4);
    const upgraded = await storedHash();
    expect(bcrypt.getRounds(upgraded)).toBe(COST);
    expect(await bcrypt.compare(TEST_PASSWORD, upgraded)).toBe(true);
    expect((await signIn(landlord.email, TEST_PASSWORD)).status).toBe(200);
  });
});
