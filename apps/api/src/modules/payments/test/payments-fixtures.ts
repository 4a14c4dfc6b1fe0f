import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import request from 'supertest';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/context.js';
import {
  createLandlord,
  createPropertyWithUnit,
  createTenant,
  TEST_PASSWORD,
} from '../../../test/factories.js';

// Shared set-up for the payments API tests: a listening server (the sandbox page notifies the
// API over HTTP, as Pesapal would), signed-in actors and a tenant who owes rent.

export type Harness = { server: Server; origin: string; http: ReturnType<typeof request> };

export async function listen(ctx: Pick<TestContext, 'app'>): Promise<Harness> {
  const server = ctx.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, http: request(server) };
}

export const closeServer = (server: Server) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

export async function signIn(h: Harness, email: string, userType: 'tenant' | 'landlord') {
  const res = await h.http
    .post('/api/accounts/token/')
    .send({ email, password: TEST_PASSWORD, user_type: userType });
  expect(res.status).toBe(200);
  return `Bearer ${res.body.access as string}`;
}

/** A landlord and a tenant living in a unit (rent 15,000) who owes `owed` in rent. */
export async function tenantWithRent(ctx: Pick<TestContext, 'db'>, owed = 15_000) {
  const landlord = await createLandlord(ctx.db);
  const tenant = await createTenant(ctx.db, landlord.id);
  const { unit, property } = await createPropertyWithUnit(ctx.db, landlord.id, {
    rent: 15_000,
    tenantId: tenant.id,
  });
  if (owed > 0)
    await ctx.db.rentLedgerEntry.create({
      data: {
        tenantId: tenant.id,
        unitId: unit.id,
        landlordId: landlord.id,
        type: 'charge',
        amount: owed,
        description: 'Rent (test charge)',
        periodStart: new Date(Date.UTC(2020, 0, 1)),
        chargeKey: `${tenant.id}:${unit.id}:test`,
      },
    });
  return { landlord, tenant, unit, property };
}

/** Polls until `check` passes (the sandbox IPN arrives after the browser is redirected). */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  ms = 5000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The tracking id at the end of a sandbox redirect_url. */
export function trackingIdOf(redirectUrl: string): string {
  const match = /\/sandbox\/checkout\/([0-9a-f-]{36})\/$/.exec(redirectUrl);
  if (!match) throw new Error(`not a sandbox checkout url: ${redirectUrl}`);
  return match[1]!;
}
