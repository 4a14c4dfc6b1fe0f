import { pino } from 'pino';
import request from 'supertest';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import type { Db } from '../lib/db.js';
import { signInActors, type ActorName } from './access-actors.js';
import { buildWorld, type World } from './access-fixtures.js';
import { ACCESS_MATRIX } from './access-matrix.js';
import { createTestContext, type TestContext } from './context.js';
import {
  fieldMutations,
  fuzzBodies,
  hugeBodies,
  NUMBERS_BODY,
  PARAM_VALUES,
  QUERY_STRINGS,
} from './fuzz-payloads.js';
import { listApiRoutes, routeKey, type RegisteredRoute } from './routes.js';

// Issue 11 item 6 (ASVS 5.0 V1.2/V2.2 input handling, V16.5 errors without internals; OWASP API8
// 2023): malformed, oversized, wrongly typed and injection-laden bodies, parameters and queries
// to every route, as an anonymous caller, a tenant and a landlord. Each answer is below 500 in the
// one error shape, carries no stack trace, and the main tables keep their row counts.

const logLines: string[] = [];
const ctx: TestContext = await createTestContext();
// Every level, into memory: a client error must not leave a stack trace in the log either. Not
// NODE_ENV=test, so the request log is on as in production.
const logger = pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) });
const app = createApp({ ...ctx.deps, env: { ...ctx.env, NODE_ENV: 'development' }, logger });
const routes = listApiRoutes(app);
// One listening server for the whole run (supertest would start one per request otherwise).
const server = app.listen(0, '127.0.0.1');

let world: World;
let tokens: Record<ActorName, string | null>;
beforeAll(async () => {
  world = await buildWorld(ctx);
  tokens = await signInActors({ ...ctx, app }, world);
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});

// The tables a refused or invalid request must never add rows to (audit and rate-limit rows are
// expected: failures are audited and counted).
const MAIN_TABLES = [
  'users',
  'landlord_profiles',
  'tenant_profiles',
  'properties',
  'unit_types',
  'units',
  'tenant_applications',
  'payments',
  'rent_ledger_entries',
  'reports',
  'subscriptions',
  'email_outbox',
  'password_reset_tokens',
  'refresh_tokens',
  'registration_drafts',
  'sandbox_orders',
  'sms_interests',
  'reminder_settings',
] as const;
const schema = ctx.env.DATABASE_SCHEMA ?? 'public';
const COUNT_ROWS = `SELECT ${MAIN_TABLES.map((t) => `(SELECT count(*) FROM "${schema}"."${t}")::int AS "${t}"`).join(', ')}`;

async function countRows(db: Db): Promise<Record<string, number> | undefined> {
  const [row] = await db.$queryRawUnsafe<Record<string, number>[]>(COUNT_ROWS);
  return row;
}

type Probe = { label: string; path: string; raw?: string };

/** The access matrix's harmless request for the route. */
function baseRequest(route: RegisteredRoute): { path: string; body?: unknown } {
  return (
    ACCESS_MATRIX[routeKey(route)]?.request(world) ?? { path: route.path.replace(/:\w+/g, '1') }
  );
}

const hasBody = (route: RegisteredRoute) => ['POST', 'PUT', 'PATCH'].includes(route.method);

/** Hostile path parameters (with the valid body), query strings and bodies for one route. */
function probesFor(route: RegisteredRoute): Probe[] {
  const base = baseRequest(route);
  const probes: Probe[] = [];
  const template = route.path.split('/');
  const concrete = base.path.split('/');
  template.forEach((segment, index) => {
    if (!segment.startsWith(':')) return;
    // With the valid body, so the parameter is the only thing wrong.
    const raw = base.body === undefined ? undefined : JSON.stringify(base.body);
    for (const value of PARAM_VALUES) {
      const path = concrete.map((s, i) => (i === index ? value : s)).join('/');
      probes.push({ label: `${segment}=${value.slice(0, 20)}`, path, raw });
    }
  });
  if (route.method === 'GET')
    for (const query of QUERY_STRINGS)
      probes.push({ label: `?${query.slice(0, 40)}`, path: `${base.path}?${query}` });
  if (hasBody(route))
    for (const body of [...fuzzBodies(), ...fieldMutations(base.body)])
      probes.push({ label: body.name, path: base.path, raw: body.raw });
  return probes;
}

const STACK_TRACE = /\n\s+at |node_modules|file:\/\/|\/work\/|\.[cm]?[jt]s:\d+/;

async function send(route: RegisteredRoute, probe: Probe, token: string | null) {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let call = request(server)[method](probe.path);
  if (token) call = call.set('Authorization', token);
  if (probe.raw !== undefined) call = call.set('Content-Type', 'application/json').send(probe.raw);
  return call;
}

/** What is wrong with one answer, or null. */
function problemWith(route: RegisteredRoute, res: request.Response): string | null {
  if (res.status >= 500) return `answered ${res.status}: ${res.text.slice(0, 300)}`;
  if (STACK_TRACE.test(res.text ?? '')) return `leaks a stack trace: ${res.text.slice(0, 300)}`;
  if (res.status < 400) return null;
  // The sandbox's hosted page is a page, not an API: its 404 is HTML by design.
  if (res.type === 'text/html' && route.path.includes('/sandbox/')) return null;
  const body = res.body as { detail?: unknown; code?: unknown };
  if (typeof body?.detail !== 'string' || typeof body?.code !== 'string')
    return `not the error shape (${res.type}): ${res.text.slice(0, 200)}`;
  return null;
}

/** A few requests at a time: the run stays well under a minute without exhausting the pool. */
async function inParallel<T>(items: readonly T[], run: (item: T) => Promise<void>) {
  const width = 6;
  for (let i = 0; i < items.length; i += width)
    await Promise.all(items.slice(i, i + width).map(run));
}

const FUZZ_ACTORS: ActorName[] = ['anonymous', 'tenant', 'landlord'];

describe.each(routes)('$method $path', (route) => {
  it.each(FUZZ_ACTORS)(
    'as %s: hostile input answers below 500, in the error shape, writes nothing',
    async (actor) => {
      const before = await countRows(ctx.db);
      const problems: string[] = [];
      const textFields = new Set<string>();
      const check = async (probe: Probe) => {
        const res = await send(route, probe, tokens[actor]);
        const problem = problemWith(route, res);
        if (problem) problems.push(`${probe.label}: ${problem}`);
        // The fields that refused a number are the route's text fields: they get the 100 KB strings.
        if (probe.label === NUMBERS_BODY) {
          const errors = (res.body as { errors?: Record<string, unknown> }).errors ?? {};
          for (const key of Object.keys(errors)) textFields.add(key.split('.')[0]!);
          textFields.delete('non_field_errors');
        }
      };
      const probes = probesFor(route);
      await inParallel(probes, check);
      if (hasBody(route)) {
        const { path } = baseRequest(route);
        await inParallel(hugeBodies([...textFields]), (body) =>
          check({ label: body.name, path, raw: body.raw }),
        );
      }
      expect(problems.join('\n')).toBe('');
      expect(await countRows(ctx.db)).toEqual(before);
    },
  );
});

describe('after the fuzz run', () => {
  it('leaves Object.prototype unpolluted', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('logged no stack trace and no error for any of the client errors', () => {
    // The request log saw them (so the checks below are not about an empty log).
    const clientErrorLines = logLines.filter((line) => /"statusCode":4\d\d/.test(line));
    expect(clientErrorLines.length).toBeGreaterThan(1000);
    const withStack = logLines.filter((line) => line.includes('"stack"'));
    expect(withStack.join('\n').slice(0, 4000)).toBe('');
    const errors = logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors.join('\n').slice(0, 4000)).toBe('');
  });
});
