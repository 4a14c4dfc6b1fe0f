import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { TestContext } from '../../test/context.js';

// Request bodies and calls shared by the landlord signup tests.

export const SIGNUP_PASSWORD = 'Str0ngPass';
export const DAY_MS = 86_400_000;
export const uniqueEmail = () => `owner-${randomUUID().slice(0, 8)}@example.test`;

export function accountStep(overrides: Record<string, unknown> = {}) {
  return {
    session_id: randomUUID(),
    full_name: 'Amina Wairimu',
    email: uniqueEmail(),
    password: SIGNUP_PASSWORD,
    phone_number: '0712345678',
    government_id: '12345678',
    mpesa_till_number: '123456',
    address: 'Ngong Road, Nairobi',
    website: 'www.amina.co.ke',
    ...overrides,
  };
}

export type UnitBody = Record<string, unknown>;
export const unit = (unit_number: string, overrides: UnitBody = {}): UnitBody => ({
  unit_number,
  room_type: '1-bedroom',
  monthly_rent: 15000,
  deposit_amount: 15000,
  ...overrides,
});
export const oneProperty = (units: UnitBody[] = [unit('A1')]) => [
  { name: 'Kilimani Heights', address: 'Argwings Kodhek Rd', units },
];

export function completeBody(overrides: Record<string, unknown> = {}) {
  const { government_id, ...account } = accountStep();
  return { ...account, national_id: government_id, properties: oneProperty(), ...overrides };
}

export const postStep = (ctx: TestContext, n: string | number, body: object) =>
  request(ctx.app).post(`/api/accounts/landlord/register/step/${n}/`).send(body);
export const postComplete = (ctx: TestContext, body: object) =>
  request(ctx.app).post('/api/accounts/landlord/register/complete/').send(body);
