import { randomUUID } from 'node:crypto';
import { toMsisdn } from '@pango/shared';
import type { Db } from '../../../lib/db.js';
import { hashPassword } from '../../../lib/passwords.js';
import { TEST_PASSWORD } from '../../../test/factories.js';
import { createTestSession } from '../../../test/sessions.js';
import { paidLandlord } from '../../ledger/test-helpers.js';
import { newUrlToken } from './c2b-urls.js';

// Test data for the C2B API tests (imported by *.test.ts only).

let shortcodeSeq = 600100;

/** A paying landlord with a paybill set up; `token` is the secret in their URLs. */
export async function landlordWithPaybill(db: Db, options: { rejectUnknown?: boolean } = {}) {
  const landlord = await paidLandlord(db);
  shortcodeSeq += 1;
  const setting = await db.mpesaC2bSetting.create({
    data: {
      landlordId: landlord.id,
      shortcode: String(shortcodeSeq),
      shortcodeType: 'paybill',
      rejectUnknownAccounts: options.rejectUnknown ?? false,
      urlToken: newUrlToken(),
    },
  });
  return { landlord, shortcode: setting.shortcode, token: setting.urlToken };
}

// Per database client: test files share this module (isolate: false) but each has its own
// schema, where ids start again at 1.
const propertiesByDb = new WeakMap<Db, Map<string, number>>();

/** A tenant living in `unitNumber` of the landlord's property `propertyName` (created once). */
export async function housedTenant(
  db: Db,
  landlordId: number,
  options: {
    unitNumber: string;
    propertyName?: string;
    fullName?: string;
    phone?: string;
    rent?: number;
  },
) {
  const propertyName = options.propertyName ?? 'Kilimani Heights';
  const key = `${landlordId}:${propertyName}`;
  const properties = propertiesByDb.get(db) ?? new Map<string, number>();
  propertiesByDb.set(db, properties);
  let propertyId = properties.get(key);
  if (propertyId === undefined) {
    const property = await db.property.create({
      data: { landlordId, name: propertyName, address: 'Argwings Kodhek Rd', unitCount: 50 },
    });
    propertyId = property.id;
    properties.set(key, propertyId);
  }
  const suffix = randomUUID().slice(0, 8);
  // Stored as the shared phone rule stores it (2547… / 2541…), whatever form the test gives.
  const phone = toMsisdn(
    options.phone ?? `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  );
  const tenant = await db.user.create({
    data: {
      email: `c2b-${suffix}@example.test`,
      passwordHash: await hashPassword(TEST_PASSWORD, 4),
      fullName: options.fullName ?? 'Brian Otieno',
      phoneNumber: phone,
      role: 'tenant',
      tenantProfile: {
        create: {
          landlordId,
          nationalId: '23456789',
          phoneNumber: phone,
          emergencyContact: '254723456789',
          bookingId: `BK-${suffix.toUpperCase()}`,
        },
      },
    },
  });
  await createTestSession(db, tenant.id);
  const unit = await db.unit.create({
    data: {
      landlordId,
      propertyId,
      unitNumber: options.unitNumber,
      roomType: '1-bedroom',
      rent: options.rent ?? 12000,
      deposit: options.rent ?? 12000,
      isAvailable: false,
      currentTenantId: tenant.id,
    },
  });
  const tenancy = await db.tenancy.findFirstOrThrow({
    where: { unitId: unit.id, status: 'active' },
  });
  return { tenant, unit, tenancy, phone };
}

let transSeq = 0;
/** A Daraja C2B confirmation body (payments.md 2.6), with a fresh TransID unless given. */
export function confirmation(shortcode: string, overrides: Record<string, unknown> = {}) {
  transSeq += 1;
  return {
    TransactionType: 'Pay Bill',
    TransID: `TKC${String(transSeq).padStart(7, '0')}`,
    TransTime: '20261124101500',
    TransAmount: '12000.00',
    BusinessShortCode: shortcode,
    BillRefNumber: 'A1',
    InvoiceNumber: '',
    OrgAccountBalance: '49197.00',
    ThirdPartyTransID: '',
    MSISDN: '2547 ***** 126',
    FirstName: 'John',
    MiddleName: '',
    LastName: '',
    ...overrides,
  };
}
