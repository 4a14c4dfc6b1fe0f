// The generated client against the migrated schema: one row written and read back in every model.
import { beforeAll, describe, expect, it } from 'vitest';
import { useMigratedClient } from '../test/migrated-client.js';
import { loadDmmf, type Dmmf } from '../test/dmmf.js';
import { createOneRowPerModel } from '../test/every-model.js';

let dmmf: Dmmf;

beforeAll(async () => {
  dmmf = await loadDmmf();
});
const client = useMigratedClient('db_round_trip');

describe('generated client round trip', () => {
  it('creates and reads one row in every model', async () => {
    const { created, landlord, tenant } = await createOneRowPerModel(client.db);
    expect([...created].sort()).toEqual(dmmf.datamodel.models.map((m) => m.name).sort());

    const readBack = await client.db.user.findUniqueOrThrow({
      where: { id: landlord.id },
      include: {
        landlordProfile: true,
        properties: {
          include: { units: { include: { currentTenant: true, unitType: true } }, images: true },
        },
        reminderSetting: true,
        subscription: { include: { lastPayment: true } },
      },
    });
    expect(readBack.landlordProfile?.landlordCode).toBe('PNG-RT001');
    expect(readBack.properties[0]?.units[0]?.currentTenant?.email).toBe('rt-tenant@example.test');
    expect(readBack.properties[0]?.units[0]?.rentDueDate?.toISOString()).toBe(
      '2026-12-05T00:00:00.000Z',
    );
    expect(readBack.reminderSetting?.daysOfMonth).toEqual([1, 5, 25]);
    expect(readBack.reminderSetting?.subject).toBe('Rent Reminder');
    expect(readBack.subscription?.expiresAt).toBeNull();
    expect(readBack.subscription?.lastPayment?.rawLastStatus).toEqual({
      ResultCode: 0,
      items: [1, 'two'],
    });
    expect(readBack.approvalStatus).toBe('approved');

    const ledger = await client.db.rentLedgerEntry.aggregate({
      where: { tenantId: tenant.id },
      _sum: { amount: true },
    });
    expect(ledger._sum.amount).toBe(0);
    const paymentRow = await client.db.payment.findUniqueOrThrow({
      where: { merchantReference: 'RT-REF-1' },
      include: { ledgerEntry: true },
    });
    expect(paymentRow).toMatchObject({ currency: 'KES', paymentMethod: 'mpesa', amount: 80000 });
    expect(paymentRow.ledgerEntry?.amount).toBe(-80000);
    const token = await client.db.refreshToken.findUniqueOrThrow({
      where: { tokenHash: 'rt-hash' },
    });
    expect(token.id).toMatch(/^[0-9a-f-]{36}$/);
    const outbox = await client.db.emailOutbox.findFirstOrThrow({ where: { status: 'pending' } });
    expect(outbox.attempts).toBe(0);
  });
});
