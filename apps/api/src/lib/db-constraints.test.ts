// The database rules the application relies on (uniques, CHECKs, onDelete), enforced by the
// migrated schema itself and seen through the generated client.
import { describe, expect, it } from 'vitest';
import { useMigratedClient } from '../test/migrated-client.js';

const client = useMigratedClient('db_constraints');

describe('generated client round trip', () => {
  it('enforces the database rules the application relies on', async () => {
    await expect(
      client.db.user.create({
        data: { email: 'Upper@Example.test', passwordHash: 'x', fullName: 'U', role: 'tenant' },
      }),
    ).rejects.toThrow();
    const landlord = await client.db.user.create({
      data: {
        email: 'rules-landlord@example.test',
        passwordHash: 'x',
        fullName: 'L',
        role: 'landlord',
      },
    });
    const tenant = await client.db.user.create({
      data: {
        email: 'rules-tenant@example.test',
        passwordHash: 'x',
        fullName: 'T',
        role: 'tenant',
      },
    });
    const property = await client.db.property.create({
      data: { landlordId: landlord.id, name: 'Rules', address: 'Thika Road' },
    });
    const unit = await client.db.unit.create({
      data: {
        landlordId: property.landlordId,
        propertyId: property.id,
        unitNumber: '1',
        roomType: 'studio',
        rent: 10000,
        deposit: 10000,
      },
    });
    // unit numbers are unique per property
    await expect(
      client.db.unit.create({
        data: {
          landlordId: property.landlordId,
          propertyId: property.id,
          unitNumber: '1',
          roomType: 'studio',
          rent: 10000,
          deposit: 0,
        },
      }),
    ).rejects.toMatchObject({ code: 'P2002' });
    // a unit's landlord is always its property's (the composite foreign key of issue 12)
    const stranger = await client.db.user.create({
      data: {
        email: 'rules-stranger@example.test',
        passwordHash: 'x',
        fullName: 'S',
        role: 'landlord',
      },
    });
    await expect(
      client.db.unit.create({
        data: {
          landlordId: stranger.id,
          propertyId: property.id,
          unitNumber: '2',
          roomType: 'studio',
          rent: 10000,
          deposit: 0,
        },
      }),
    ).rejects.toThrow();
    expect(await client.db.unit.count({ where: { propertyId: property.id } })).toBe(1);
    // amounts
    const base = {
      kind: 'rent',
      provider: 'mpesa',
      tenantId: tenant.id,
      landlordId: landlord.id,
      unitId: unit.id,
    } as const;
    await expect(
      client.db.payment.create({ data: { ...base, amount: 0, merchantReference: 'RULES-0' } }),
    ).rejects.toThrow();
    const payment = await client.db.payment.create({
      data: { ...base, amount: 10000, status: 'completed', merchantReference: 'RULES-1' },
    });
    // a payment is credited at most once
    const credit = {
      tenantId: tenant.id,
      unitId: unit.id,
      landlordId: landlord.id,
      paymentId: payment.id,
      type: 'payment',
      amount: -10000,
      description: 'credit',
    } as const;
    await client.db.rentLedgerEntry.create({ data: credit });
    await expect(client.db.rentLedgerEntry.create({ data: credit })).rejects.toMatchObject({
      code: 'P2002',
    });
    // sign convention
    await expect(
      client.db.rentLedgerEntry.create({
        data: { ...credit, paymentId: null, type: 'charge', amount: -5 },
      }),
    ).rejects.toThrow();
    await expect(
      client.db.rentLedgerEntry.create({ data: { ...credit, paymentId: null } }),
    ).rejects.toThrow();
    // money rows are never cascaded away: a tenant or landlord with payments cannot be deleted
    await expect(client.db.user.delete({ where: { id: tenant.id } })).rejects.toThrow();
    await expect(client.db.user.delete({ where: { id: landlord.id } })).rejects.toThrow();
    expect(await client.db.payment.count({ where: { id: payment.id } })).toBe(1);
    // tokens and profiles go with their user
    const other = await client.db.user.create({
      data: {
        email: 'rules-other@example.test',
        passwordHash: 'x',
        fullName: 'O',
        role: 'landlord',
        landlordProfile: {
          create: { landlordCode: 'PNG-RULES', nationalId: '1234567', address: 'x' },
        },
        refreshTokens: {
          create: {
            familyId: '0d6c5a53-2a55-4d8e-9d1b-0f6d1f7a9b10',
            tokenHash: 'rules-hash',
            expiresAt: new Date(),
            familyExpiresAt: new Date(),
          },
        },
      },
    });
    await client.db.user.delete({ where: { id: other.id } });
    expect(await client.db.landlordProfile.count({ where: { userId: other.id } })).toBe(0);
    expect(await client.db.refreshToken.count({ where: { userId: other.id } })).toBe(0);
    // reminder days are days of a month
    await expect(
      client.db.reminderSetting.create({
        data: { landlordId: landlord.id, daysOfMonth: [0, 32], message: 'x' },
      }),
    ).rejects.toThrow();
  });
});
