import { randomUUID } from 'node:crypto';
import type { Db } from '../../lib/db.js';
import { createLandlord, TEST_PASSWORD } from '../../test/factories.js';

// Test data for the tenant signup tests (imported by *.test.ts only).

/** A landlord with one property of three rooms: A1 and A2 vacant, B1 lived in. */
export async function createLandlordWithRooms(db: Db) {
  const landlord = await createLandlord(db, { fullName: 'Amina Wairimu' });
  const { landlordCode } = await db.landlordProfile.findUniqueOrThrow({
    where: { userId: landlord.id },
  });
  const property = await db.property.create({
    data: { landlordId: landlord.id, name: 'Kilimani Heights', address: 'Argwings Kodhek Rd' },
  });
  const occupant = await db.user.create({
    data: {
      email: `occupant-${randomUUID().slice(0, 8)}@example.test`,
      passwordHash: 'x',
      fullName: 'Occupant',
      role: 'tenant',
    },
  });
  const room = (unitNumber: string, extra: object = {}) =>
    db.unit.create({
      data: {
        landlordId: property.landlordId,
        propertyId: property.id,
        unitNumber,
        roomType: '1-bedroom',
        rent: 15000,
        deposit: 20000,
        ...extra,
      },
    });
  const a1 = await room('A1');
  const a2 = await room('A2');
  const b1 = await room('B1', { isAvailable: false, currentTenantId: occupant.id });
  return { landlord, landlordCode, property, rooms: { a1, a2, b1 } };
}

export type TenantSignupFields = Record<string, string> & { session_id: string; email: string };

/** Every field of a complete call, as text (multipart sends text). */
export function tenantSignup(
  landlordCode: string,
  unitId: number,
  overrides: Record<string, string> = {},
): TenantSignupFields {
  return {
    session_id: randomUUID(),
    landlord_code: landlordCode,
    full_name: 'Brian Otieno',
    national_id: 'AB1234567',
    email: `brian-${randomUUID().slice(0, 8)}@example.test`,
    phone_number: '0712345678',
    emergency_contact: '0723456789',
    password: TEST_PASSWORD,
    unit_code: String(unitId),
    already_living_in_property: 'true',
    upload_id_later: 'false',
    ...overrides,
  };
}

/** A small but real PDF. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/** The first bytes of a Windows program. */
export const EXE_BYTES = Buffer.concat([
  Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
  Buffer.alloc(120),
]);
