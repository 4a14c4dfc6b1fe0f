import { randomUUID } from 'node:crypto';
import type { TeamRole } from '@pango/shared';
import type { TeamActorName } from './access-actors.js';
import type { TestContext } from './context.js';
import { createLandlord, createTeamMember, createTenant, TEST_PASSWORD } from './factories.js';
import { hashPassword } from '../lib/passwords.js';

// Two landlords, each with a tenant, for the access matrix and the fuzz run. Landlord A owns every
// id the requests name; landlord B and B's tenant are "another account". Names and emails are
// distinctive so a response that leaks them is caught by a plain substring search.

export type World = Awaited<ReturnType<typeof buildWorld>>;

async function lifetimePlan(ctx: TestContext, landlordId: number) {
  await ctx.db.subscription.create({
    data: { landlordId, plan: 'onetime', isActive: true, expiresAt: null },
  });
}

/** A note with a photo on the report (issue 23's caretaker notes). */
async function reportNote(ctx: TestContext, reportId: number) {
  const key = `report-photos/${randomUUID()}.webp`;
  await ctx.deps.storage.put(key, Buffer.from('RIFF matrix photo'), 'image/webp');
  return ctx.db.reportNote.create({
    data: { reportId, body: 'Washer replaced.', photoKey: key },
  });
}

async function idDocument(ctx: TestContext, tenantId: number) {
  const key = `id-documents/${randomUUID()}.pdf`;
  await ctx.deps.storage.put(key, Buffer.from('%PDF-1.4 matrix id'), 'application/pdf');
  await ctx.db.tenantProfile.update({
    where: { userId: tenantId },
    data: {
      idDocumentPath: key,
      idDocumentName: 'national-id.pdf',
      idDocumentType: 'application/pdf',
      idDocumentSize: 18,
    },
  });
}

let reference = 0;
function payment(
  ctx: TestContext,
  data: { kind: 'rent' | 'deposit' | 'subscription'; landlordId: number; tenantId?: number },
) {
  reference += 1;
  return ctx.db.payment.create({
    data: {
      kind: data.kind,
      amount: 12_000,
      status: 'pending',
      provider: 'pesapal',
      landlordId: data.landlordId,
      tenantId: data.tenantId ?? null,
      payerId: data.tenantId ?? null,
      merchantReference: `MATRIX-${process.pid}-${Date.now()}-${reference}`,
      registrationSessionId: data.kind === 'rent' ? null : randomUUID(),
    },
  });
}

/** Landlord A's estate (every id the matrix uses) and landlord B with a tenant of their own. */
export async function buildWorld(ctx: TestContext) {
  const tag = randomUUID().slice(0, 6);
  const landlord = await createLandlord(ctx.db, {
    email: `amina.owner-${tag}@example.test`,
    fullName: 'Amina Ownerlandlord',
  });
  const otherLandlord = await createLandlord(ctx.db, {
    email: `otto.stranger-${tag}@example.test`,
    fullName: 'Otto Strangerlandlord',
  });
  await lifetimePlan(ctx, landlord.id);
  await lifetimePlan(ctx, otherLandlord.id);

  const tenant = await createTenant(ctx.db, landlord.id, { email: `tina.own-${tag}@example.test` });
  await ctx.db.user.update({ where: { id: tenant.id }, data: { fullName: 'Tina Owntenant' } });
  // Deposits paid already: a deposit request (its fields are all optional) is refused, not started.
  await ctx.db.tenantProfile.update({ where: { userId: tenant.id }, data: { depositPaid: true } });
  await idDocument(ctx, tenant.id);
  const otherTenant = await createTenant(ctx.db, otherLandlord.id, {
    email: `oscar.other-${tag}@example.test`,
  });
  await ctx.db.user.update({
    where: { id: otherTenant.id },
    data: { fullName: 'Oscar Othertenant' },
  });
  await ctx.db.tenantProfile.update({
    where: { userId: otherTenant.id },
    data: { depositPaid: true },
  });
  // Evicted already: evicting again changes nothing, so the owner's call is harmless.
  const formerTenant = await createTenant(ctx.db, landlord.id, { isActive: false });

  const property = await ctx.db.property.create({
    data: {
      landlordId: landlord.id,
      name: 'Ownerland Heights',
      address: 'Argwings Kodhek Rd',
      city: 'Nairobi',
      state: 'Nairobi',
      unitCount: 10,
    },
  });
  const unitType = await ctx.db.unitType.create({
    data: { landlordId: landlord.id, propertyId: property.id, name: 'Garden suite', rent: 9000 },
  });
  const unit = await ctx.db.unit.create({
    data: {
      landlordId: property.landlordId,
      propertyId: property.id,
      unitNumber: 'A1',
      roomType: '1-bedroom',
      rent: 12_000,
      deposit: 12_000,
      isAvailable: false,
      currentTenantId: tenant.id,
    },
  });
  // Opened by the units trigger when A1 got its tenant (ADR 021); still running, so no final
  // statement, and a deposit refund is refused (409) until the tenant has moved out.
  const tenancy = await ctx.db.tenancy.findFirstOrThrow({ where: { unitId: unit.id } });
  const vacantUnit = await ctx.db.unit.create({
    data: {
      landlordId: property.landlordId,
      propertyId: property.id,
      unitTypeId: unitType.id,
      unitNumber: 'A2',
      roomType: 'Garden suite',
      rent: 9000,
      deposit: 9000,
    },
  });
  // Another property of A, for the members limited to it (issue 23): none of A's ids is on it.
  const elsewhere = await ctx.db.property.create({
    data: { landlordId: landlord.id, name: 'Elsewhere Court', address: 'Ngong Rd', unitCount: 2 },
  });
  const otherProperty = await ctx.db.property.create({
    data: {
      landlordId: otherLandlord.id,
      name: 'Strangerton Towers',
      address: 'Moi Avenue',
      unitCount: 2,
    },
  });
  await ctx.db.unit.create({
    data: {
      landlordId: otherProperty.landlordId,
      propertyId: otherProperty.id,
      unitNumber: 'B1',
      roomType: 'studio',
      rent: 7000,
      deposit: 7000,
      isAvailable: false,
      currentTenantId: otherTenant.id,
    },
  });

  // Decided already: approving or declining it again is refused (409), so nothing changes.
  const applicant = await ctx.db.user.create({
    data: {
      email: `applicant-${tag}@example.test`,
      passwordHash: await hashPassword(TEST_PASSWORD, 4),
      fullName: 'Grace Applicant',
      role: 'tenant',
      isActive: false,
      approvalStatus: 'declined',
      tenantProfile: {
        create: {
          landlordId: landlord.id,
          nationalId: '34567890',
          phoneNumber: '254711111111',
          emergencyContact: '254722222222',
          bookingId: `BK-M${tag.toUpperCase()}`,
        },
      },
    },
  });
  await idDocument(ctx, applicant.id);
  const application = await ctx.db.tenantApplication.create({
    data: {
      tenantId: applicant.id,
      landlordId: landlord.id,
      unitId: vacantUnit.id,
      status: 'declined',
      decidedAt: new Date(),
    },
  });

  // The former tenant once applied here, so a member of this property may act on them.
  await ctx.db.tenantApplication.create({
    data: {
      tenantId: formerTenant.id,
      landlordId: landlord.id,
      unitId: vacantUnit.id,
      status: 'declined',
      decidedAt: new Date(),
    },
  });
  const report = await ctx.db.report.create({
    data: {
      tenantId: tenant.id,
      landlordId: landlord.id,
      unitId: unit.id,
      propertyId: property.id,
      title: 'Leaking tap',
      category: 'plumbing',
      priority: 'medium',
      description: 'The kitchen tap drips all night.',
    },
  });
  const rentPayment = await payment(ctx, {
    kind: 'rent',
    landlordId: landlord.id,
    tenantId: tenant.id,
  });
  const depositPayment = await payment(ctx, {
    kind: 'deposit',
    landlordId: landlord.id,
    tenantId: tenant.id,
  });
  const subscriptionPayment = await payment(ctx, {
    kind: 'subscription',
    landlordId: landlord.id,
  });
  // A signup deposit nobody claimed, already refunded: acting on it again is refused (409), so the
  // matrix changes nothing (issue 17, docs/decisions/018).
  const refundedDeposit = await ctx.db.payment.update({
    where: { id: (await payment(ctx, { kind: 'deposit', landlordId: landlord.id })).id },
    data: {
      status: 'completed',
      completedAt: new Date('2026-01-01T00:00:00Z'),
      refundedAt: new Date('2026-01-03T00:00:00Z'),
      refundMethod: 'mpesa',
      refundReference: 'QKREFUND01',
    },
  });
  // A rent payment credited to the tenant's ledger with receipt RCT-000001 (issue 19): its PDF is
  // for the tenant and landlord A only.
  const receiptPayment = await ctx.db.payment.update({
    where: {
      id: (await payment(ctx, { kind: 'rent', landlordId: landlord.id, tenantId: tenant.id })).id,
    },
    data: { status: 'completed', completedAt: new Date(), unitId: unit.id, receiptNumber: 1 },
  });
  await ctx.db.rentLedgerEntry.create({
    data: {
      tenantId: tenant.id,
      unitId: unit.id,
      landlordId: landlord.id,
      paymentId: receiptPayment.id,
      type: 'payment',
      amount: -receiptPayment.amount,
      description: 'Rent (matrix)',
    },
  });

  const member = (landlordId: number, role: TeamRole, name: string, propertyIds: number[] = []) =>
    createTeamMember(ctx.db, landlordId, role, {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}-${tag}@example.test`,
      propertyIds,
    });
  /** The access matrix's team actors (access-actors.ts TEAM_ACTORS). */
  const team = {
    propertyManager: await member(landlord.id, 'property_manager', 'Pam Manager', [property.id]),
    propertyManagerElsewhere: await member(landlord.id, 'property_manager', 'Pete Manager', [
      elsewhere.id,
    ]),
    caretaker: await member(landlord.id, 'caretaker', 'Carol Caretaker', [property.id]),
    caretakerElsewhere: await member(landlord.id, 'caretaker', 'Cyrus Caretaker', [elsewhere.id]),
    accountant: await member(landlord.id, 'accountant', 'Alice Accountant', [property.id]),
    accountantElsewhere: await member(landlord.id, 'accountant', 'Abel Accountant', [elsewhere.id]),
    otherMember: await member(otherLandlord.id, 'property_manager', 'Olga Othermember'),
  } satisfies Record<TeamActorName, unknown>;

  return {
    landlord,
    otherLandlord,
    elsewhere,
    team,
    tenant: { ...tenant, fullName: 'Tina Owntenant' },
    otherTenant: { ...otherTenant, fullName: 'Oscar Othertenant' },
    formerTenant,
    property,
    otherProperty,
    unit,
    tenancy,
    vacantUnit,
    unitType,
    application,
    report,
    reportNote: await reportNote(ctx, report.id),
    rentPayment,
    depositPayment,
    subscriptionPayment,
    refundedDeposit,
    receiptPayment,
    /** The tenant's open tenancy in `unit` (the units trigger opened it, ADR 021). */
    openTenancy: await ctx.db.tenancy.findFirstOrThrow({ where: { tenantId: tenant.id } }),
    /** Landlord A's team (issue 23): a member, and a pending invitation the owner may cancel. */
    teamMember: await createTeamMember(ctx.db, landlord.id, 'caretaker', {
      propertyIds: [property.id],
    }),
    teamInvitation: await ctx.db.teamMember.create({
      data: {
        landlordId: landlord.id,
        name: 'Ivy Invitee',
        email: `ivy.invitee-${tag}@example.test`,
        phoneNumber: '254722000222',
        role: 'accountant',
        invitationTokenHash: `matrix-invitation-${tag}`,
        invitationExpiresAt: new Date(Date.now() + 7 * 24 * 60 * 60_000),
      },
    }),
  };
}
