import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMoneyKey, isPrivateKey } from '../lib/route-access.js';
import {
  ALL_ACTORS,
  forbiddenSecrets,
  isTeamActor,
  signInActors,
  TEAM_ACTORS,
  type AnyActorName,
} from './access-actors.js';
import { buildWorld, type World } from './access-fixtures.js';
import { ACCESS_MATRIX } from './access-matrix.js';
import { expectedStatus } from './access-rules.js';
import { createTestContext, type TestContext } from './context.js';
import { listApiRoutes, routeKey } from './routes.js';

// Issue 11 item 1 (OWASP API1/API5 2023, ASVS 5.0 V8.2): every route, five callers, the expected
// status and never another account's data. Issue 23 item 3: and every team role, limited to the
// world's property or to another of the owner's, plus another landlord's member; their answers
// follow from each route's permission and scope (access-rules.ts), so a route without them fails.

// Built at collection time: describe.each needs the route list before any hook runs.
const ctx: TestContext = await createTestContext();
const routes = listApiRoutes(ctx.app).map(routeKey);
let world: World;
let tokens: Record<AnyActorName, string | null>;

beforeAll(async () => {
  world = await buildWorld(ctx);
  tokens = await signInActors(ctx, world);
});
afterAll(async () => {
  await ctx.close();
});

describe('the access matrix', () => {
  it('has an entry for every registered route and none for a route that is gone', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.filter((key) => !(key in ACCESS_MATRIX))).toEqual([]);
    expect(Object.keys(ACCESS_MATRIX).filter((key) => !routes.includes(key))).toEqual([]);
  });

  it('names a permission and a scope for every route a signed-in landlord may call', () => {
    const undecided = Object.entries(ACCESS_MATRIX).filter(
      ([, e]) =>
        e.expect.anonymous === 401 &&
        e.expect.landlord !== 403 &&
        (e.permission === undefined || (e.permission !== null && e.scope === undefined)),
    );
    expect(undecided.map(([key]) => key)).toEqual([]);
  });
});

function bodyText(res: request.Response): string {
  const text = typeof res.text === 'string' ? res.text : '';
  const body = Buffer.isBuffer(res.body) ? res.body.toString('latin1') : JSON.stringify(res.body);
  return `${text}\n${body ?? ''}`;
}

/** Keys with a value that a caller without money.read (or tenants.private) must not be sent. */
function hiddenKeys(value: unknown, hidden: (key: string) => boolean, into: string[] = []) {
  if (Array.isArray(value)) value.forEach((v) => hiddenKeys(v, hidden, into));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (hidden(key) && v !== null) into.push(key);
      hiddenKeys(v, hidden, into);
    }
  return into;
}

describe.each(routes.filter((key) => key in ACCESS_MATRIX))('%s', (key) => {
  const entry = ACCESS_MATRIX[key]!;
  const method = key.split(' ')[0]!.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';

  it.each(ALL_ACTORS)(
    'as %s answers its expected status and no other account data',
    async (actor) => {
      const { path, body } = entry.request(world);
      let call = request(ctx.app)[method](path);
      const token = tokens[actor];
      if (token) call = call.set('Authorization', token);
      if (body !== undefined) call = call.send(body as object);
      const res = await call;

      expect(res.status, `${actor}: ${res.status} ${res.text?.slice(0, 300)}`).toBe(
        expectedStatus(entry, actor),
      );
      const seen = bodyText(res);
      for (const secret of forbiddenSecrets(world, actor)) expect(seen).not.toContain(secret);
      // A caretaker is sent no rent, balance, payment, ID number or document (issue 23 item 2).
      const caretaker = isTeamActor(actor) && TEAM_ACTORS[actor].role === 'caretaker';
      if (caretaker && res.status < 400 && res.type === 'application/json') {
        expect(hiddenKeys(res.body, isMoneyKey)).toEqual([]);
        expect(hiddenKeys(res.body, isPrivateKey)).toEqual([]);
      }
      if (res.status >= 400 && res.type === 'application/json')
        expect(res.body).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
    },
  );
});
