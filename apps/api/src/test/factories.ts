import { randomUUID } from 'node:crypto';
import { hashPassword } from '../lib/passwords.js';
import type { Db } from '../lib/db.js';
import { createTestSession } from './sessions.js';

export const TEST_PASSWORD = 'Passw0rd!';
const unique = () => randomUUID().slice(0, 8);

export async function createLandlord(
  db: Db,
  overrides: { email?: string; fullName?: string } = {},
) {
  const suffix = unique();
  const landlord = await db.user.create({
    data: {
      email: overrides.email ?? `landlord-${suffix}@example.test`,
      passwordHash: await hashPassword(TEST_PASSWORD, 4),
      fullName: overrides.fullName ?? 'Amina Wairimu',
      role: 'landlord',
      landlordProfile: {
        create: {
          landlordCode: `PNG-${suffix.toUpperCase()}`,
          nationalId: '12345678',
          address: 'Ngong Road, Nairobi',
        },
      },
    },
  });
  await createTestSession(db, landlord.id);
  return landlord;
}

type MemberOverrides = {
  email?: string;
  name?: string;
  /** Empty or left out = all the owner's properties. */
  propertyIds?: number[];
  status?: 'active' | 'suspended';
};

/**
 * A landlord's team member who has accepted their invitation (issue 23): their own users row (with
 * a test session, so testAccessToken(secret, member.user.id, 'landlord') acts as them) and the
 * team_members row linking it to the owner.
 */
export async function createTeamMember(
  db: Db,
  landlordId: number,
  role: 'property_manager' | 'caretaker' | 'accountant',
  overrides: MemberOverrides = {},
) {
  const suffix = unique();
  const email = overrides.email ?? `member-${suffix}@example.test`;
  const name = overrides.name ?? 'Juma Mwangi';
  const status = overrides.status ?? 'active';
  const user = await db.user.create({
    data: {
      email,
      passwordHash: await hashPassword(TEST_PASSWORD, 4),
      fullName: name,
      phoneNumber: '254722000111',
      role: 'landlord',
      isActive: status === 'active',
    },
  });
  const member = await db.teamMember.create({
    data: {
      landlordId,
      userId: user.id,
      name,
      email,
      phoneNumber: '254722000111',
      role,
      status,
      invitationUsedAt: new Date(),
      properties: { create: (overrides.propertyIds ?? []).map((propertyId) => ({ propertyId })) },
    },
  });
  await createTestSession(db, user.id);
  return { ...member, user };
}

type TenantOverrides = {
  email?: string;
  isActive?: boolean;
  approvalStatus?: 'pending' | 'approved' | 'declined';
};

export async function createTenant(db: Db, landlordId: number, overrides: TenantOverrides = {}) {
  const suffix = unique();
  const tenant = await db.user.create({
    data: {
      email: overrides.email ?? `tenant-${suffix}@example.test`,
      passwordHash: await hashPassword(TEST_PASSWORD, 4),
      fullName: 'Brian Otieno',
      phoneNumber: '254712345678',
      role: 'tenant',
      isActive: overrides.isActive ?? true,
      approvalStatus: overrides.approvalStatus ?? 'approved',
      tenantProfile: {
        create: {
          landlordId,
          nationalId: '23456789',
          phoneNumber: '254712345678',
          emergencyContact: '254723456789',
          bookingId: `BK-${suffix.toUpperCase()}`,
        },
      },
    },
  });
  await createTestSession(db, tenant.id);
  return tenant;
}

export async function createPropertyWithUnit(
  db: Db,
  landlordId: number,
  unit: { rent?: number; tenantId?: number } = {},
) {
  const property = await db.property.create({
    data: {
      landlordId,
      name: 'Kilimani Heights',
      address: 'Argwings Kodhek Rd',
      city: 'Nairobi',
      state: 'Nairobi',
      unitCount: 4,
    },
  });
  const created = await db.unit.create({
    data: {
      landlordId: property.landlordId,
      propertyId: property.id,
      unitNumber: 'A1',
      roomType: '1-bedroom',
      rent: unit.rent ?? 15000,
      deposit: unit.rent ?? 15000,
      isAvailable: unit.tenantId === undefined,
      currentTenantId: unit.tenantId ?? null,
    },
  });
  return { property, unit: created };
}
