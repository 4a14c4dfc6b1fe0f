import { randomUUID } from 'node:crypto';
import type { Db } from '../../lib/db.js';
import type { FileStorage } from '../../lib/storage.js';
import { hashPassword } from '../../lib/passwords.js';
import { TEST_PASSWORD } from '../../test/factories.js';

// Test data for the tenants module's API tests (imported by *.test.ts only).

/** A vacant unit in a new property of the landlord. */
export async function vacantUnit(db: Db, landlordId: number, unitNumber = 'A1') {
  const property = await db.property.create({
    data: { landlordId, name: 'Kilimani Heights', address: 'Argwings Kodhek Rd', unitCount: 4 },
  });
  return db.unit.create({
    data: {
      landlordId: property.landlordId,
      propertyId: property.id,
      unitNumber,
      roomType: '1-bedroom',
      rent: 15000,
      deposit: 15000,
    },
  });
}

/**
 * A signup waiting for the landlord, as the registration service leaves it: the user pending and
 * inactive, the unit reserved (isAvailable false), optionally with an ID document in storage.
 */
export async function pendingApplication(
  db: Db,
  landlordId: number,
  unitId: number,
  options: { storage?: FileStorage; fullName?: string } = {},
) {
  const suffix = randomUUID().slice(0, 8);
  let document = {};
  if (options.storage) {
    const key = `id-documents/${randomUUID()}.pdf`;
    await options.storage.put(key, Buffer.from('%PDF-1.4 test id'), 'application/pdf');
    document = {
      idDocumentPath: key,
      idDocumentName: 'national-id.pdf',
      idDocumentType: 'application/pdf',
      idDocumentSize: 16,
    };
  }
  const tenant = await db.user.create({
    data: {
      email: `applicant-${suffix}@example.test`,
      passwordHash: await hashPassword(TEST_PASSWORD, 4),
      fullName: options.fullName ?? 'Grace Njeri',
      phoneNumber: '254711111111',
      role: 'tenant',
      isActive: false,
      approvalStatus: 'pending',
      tenantProfile: {
        create: {
          landlordId,
          nationalId: '34567890',
          phoneNumber: '254711111111',
          emergencyContact: '254722222222',
          bookingId: `BK-${suffix.toUpperCase()}`,
          ...document,
        },
      },
    },
  });
  await db.unit.update({ where: { id: unitId }, data: { isAvailable: false } });
  const application = await db.tenantApplication.create({
    data: {
      tenantId: tenant.id,
      landlordId,
      unitId,
      alreadyLivingInProperty: true,
      requiresDeposit: false,
    },
  });
  return { tenant, application };
}
