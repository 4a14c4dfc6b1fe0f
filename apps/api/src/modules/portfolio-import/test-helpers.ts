import request from 'supertest';
import { IMPORT_COLUMNS } from '@pango/shared';
import type { TestContext } from '../../test/context.js';
import { testAccessToken } from '../../test/sessions.js';

export const bearer = (ctx: TestContext, userId: number) =>
  `Bearer ${testAccessToken(ctx.env.JWT_SECRET, userId, 'landlord')}`;

// Set-up for the import tests (not a test file itself).

export type Line = Partial<Record<(typeof IMPORT_COLUMNS)[number], string | number>>;

/** A CSV with the template's columns, one line per object. */
export function csvOf(lines: readonly Line[], header: readonly string[] = IMPORT_COLUMNS): Buffer {
  const body = lines.map((line) => IMPORT_COLUMNS.map((column) => line[column] ?? '').join(','));
  return Buffer.from([header.join(','), ...body].join('\n'));
}

/** `count` units over `properties` properties, every other one let to a tenant with a balance. */
export function portfolioLines(count: number, properties = 2, phoneBase = 712000000): Line[] {
  return Array.from({ length: count }, (_, i) => {
    const hasTenant = i % 2 === 0;
    return {
      property: `Block ${String.fromCharCode(65 + (i % properties))}`,
      unit: `U${i + 1}`,
      room_type: i % 3 === 0 ? 'Studio' : '1 bedroom',
      rent: 8000 + (i % 5) * 1000,
      deposit: 8000,
      ...(hasTenant
        ? {
            tenant_name: `Tenant ${i + 1}`,
            phone: `0${phoneBase + i}`,
            email: `tenant${i + 1}-${phoneBase}@example.test`,
            move_in_date: '2024-03-01',
            balance: i % 4 === 0 ? 2500 : -1000,
            deposit_held: 8000,
          }
        : {}),
    };
  });
}

export const preview = (ctx: TestContext, landlordId: number, file: Buffer, name = 'book.csv') =>
  request(ctx.app)
    .post('/api/accounts/import/preview/')
    .set('Authorization', bearer(ctx, landlordId))
    .attach('file', file, name);

export const commit = (ctx: TestContext, landlordId: number, previewId: string) =>
  request(ctx.app)
    .post('/api/accounts/import/commit/')
    .set('Authorization', bearer(ctx, landlordId))
    .send({ preview_id: previewId });

/** What a landlord's books hold, to prove that nothing was written. */
export async function booksOf(ctx: TestContext, landlordId: number) {
  const [properties, units, tenants, ledger, payments, mails] = await Promise.all([
    ctx.db.property.count({ where: { landlordId } }),
    ctx.db.unit.count({ where: { landlordId } }),
    ctx.db.tenantProfile.count({ where: { landlordId } }),
    ctx.db.rentLedgerEntry.count({ where: { landlordId } }),
    ctx.db.payment.count({ where: { landlordId } }),
    ctx.db.emailOutbox.count({ where: { landlordId, kind: 'tenant_invitation' } }),
  ]);
  return { properties, units, tenants, ledger, payments, mails };
}
