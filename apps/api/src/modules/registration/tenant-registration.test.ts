import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS, MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLandlord, TEST_PASSWORD } from '../../test/factories.js';
import { startSmtpServer } from '../../test/smtp.js';
import { bearer } from '../ledger/test-helpers.js';
import { createLandlordWithRooms, EXE_BYTES, PDF_BYTES, tenantSignup } from './tenant-fixtures.js';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, APP_URL: 'https://pango.example' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

type Upload = { field?: string; bytes: Buffer; name: string };

/** The complete call as the web sends it: multipart, with the ID file when there is one. */
function complete(fields: Record<string, string>, file?: Upload) {
  let req = request(ctx.app).post('/api/accounts/tenant/register/complete/');
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  if (file) req = req.attach(file.field ?? 'id_document', file.bytes, file.name);
  return req;
}
const completeJson = (body: object) =>
  request(ctx.app).post('/api/accounts/tenant/register/complete/').send(body);
const validate = (landlord_code: string) =>
  request(ctx.app).post('/api/accounts/validate-landlord/').send({ landlord_code });
const signIn = (email: string) =>
  request(ctx.app)
    .post('/api/accounts/token/')
    .send({ email, password: TEST_PASSWORD, user_type: 'tenant' });

/** Nothing of a refused signup reached the database. */
async function expectNothingWritten(email: string, unitId: number) {
  expect(await ctx.db.user.findUnique({ where: { email } })).toBeNull();
  expect(await ctx.db.tenantApplication.count({ where: { unitId } })).toBe(0);
  const unit = await ctx.db.unit.findUniqueOrThrow({ where: { id: unitId } });
  expect(unit).toMatchObject({ isAvailable: true, currentTenantId: null });
}

const pdf: Upload = { bytes: PDF_BYTES, name: 'national-id.pdf' };

describe('POST /api/accounts/tenant/register/complete/', () => {
  it('creates an unconfirmed applicant with the stored ID and mails them a confirmation link', async () => {
    const { landlord, landlordCode, rooms } = await createLandlordWithRooms(ctx.db);
    const fields = tenantSignup(landlordCode, rooms.a1.id, { requires_deposit: 'true' });
    const res = await complete(fields, pdf);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      email: fields.email,
      booking_id: expect.stringMatching(/^BK-[A-HJ-NP-Z2-9]{6}$/),
      status: 'unverified',
      id_document_saved: true,
    });

    const user = await ctx.db.user.findUniqueOrThrow({
      where: { id: res.body.id },
      include: { tenantProfile: true, applications: true },
    });
    expect(user).toMatchObject({
      role: 'tenant',
      isActive: false,
      approvalStatus: 'unverified',
      fullName: 'Brian Otieno',
      phoneNumber: '254712345678',
    });
    expect(user.passwordHash).not.toContain(TEST_PASSWORD);
    const profile = user.tenantProfile!;
    expect(profile).toMatchObject({
      landlordId: landlord.id,
      nationalId: 'AB1234567',
      phoneNumber: '254712345678',
      emergencyContact: '254723456789',
      bookingId: res.body.booking_id,
      idDocumentName: 'national-id.pdf',
      idDocumentType: 'application/pdf',
      idDocumentSize: PDF_BYTES.length,
      depositPaid: false,
    });
    expect(profile.idDocumentPath).toMatch(/^id-documents\/[0-9a-f-]{36}\.pdf$/);
    expect(await ctx.deps.storage.get(profile.idDocumentPath!)).toEqual(PDF_BYTES);
    // The client's requires_deposit is ignored: a tenant already living there owes none.
    expect(user.applications).toEqual([
      expect.objectContaining({
        landlordId: landlord.id,
        unitId: rooms.a1.id,
        status: 'unverified',
        alreadyLivingInProperty: true,
        requiresDeposit: false,
        depositPaid: false,
      }),
    ]);
    expect(await ctx.db.auditLog.count({ where: { actorId: user.id } })).toBe(1);

    // Unconfirmed and unpaid: the room stays free and the landlord hears nothing (ADR 019).
    const rooms2 = (await validate(landlordCode)).body.properties[0].units;
    expect(rooms2.find((u: { id: number }) => u.id === rooms.a1.id).occupied).toBe(false);

    const mail = await smtp.waitFor(fields.email);
    expect(mail.raw).toContain('Subject: Confirm your email to send your Pango application');
    expect(mail.text).toContain('unit A1 at Kilimani Heights');
    expect(mail.text).toMatch(/https:\/\/pango\.example\/verify-email\?token=[\w-]{43}/);
    expect(await ctx.db.emailOutbox.findMany({ select: { kind: true, to: true } })).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ to: landlord.email })]),
    );

    const login = await signIn(fields.email);
    expect(login.status).toBe(403);
    expect(login.body.non_field_errors).toEqual([MESSAGES.pendingApproval]);
  });

  // Issue 25 item 4: phones are canonical (2547… / 2541…) once, at input.
  it('stores the phones as 2547XXXXXXXX and the landlord reads them back so', async () => {
    const { landlord, landlordCode, rooms } = await createLandlordWithRooms(ctx.db);
    const fields = tenantSignup(landlordCode, rooms.a1.id, {
      phone_number: '0712 345 678',
      emergency_contact: '+254 723-456-789',
      upload_id_later: 'true',
    });
    const res = await complete(fields);
    expect(res.status).toBe(201);
    const user = await ctx.db.user.findUniqueOrThrow({
      where: { id: res.body.id },
      include: { tenantProfile: true },
    });
    expect(user.phoneNumber).toBe('254712345678');
    expect(user.tenantProfile).toMatchObject({
      phoneNumber: '254712345678',
      emergencyContact: '254723456789',
    });

    // Confirmed, the application reaches the landlord, who finds it by the number as typed.
    const mail = await smtp.waitFor(fields.email);
    const token = /verify-email\?token=([\w-]{43})/.exec(mail.text)![1];
    const verified = await request(ctx.app)
      .post('/api/accounts/register/tenant/verify-email/')
      .send({ token });
    expect(verified.status).toBe(200);
    const pending = await request(ctx.app)
      .get(`/api/accounts/tenant-applications/pending/?search=${encodeURIComponent('0712 345')}`)
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'));
    expect(pending.status).toBe(200);
    expect(pending.body.results).toEqual([
      expect.objectContaining({ tenant_email: fields.email, tenant_phone: '254712345678' }),
    ]);
  });

  it('refuses a phone that is not a Kenyan mobile with the spec’s message, writing nothing', async () => {
    const { landlordCode, rooms } = await createLandlordWithRooms(ctx.db);
    const fields = tenantSignup(landlordCode, rooms.a1.id, { phone_number: '0812 345 678' });
    const res = await complete(fields, pdf);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ phone_number: [MESSAGES.invalidPhone] });
    await expectNothingWritten(fields.email, rooms.a1.id);
  });

  it('completes as JSON when the tenant will upload the ID later', async () => {
    const { landlordCode, rooms } = await createLandlordWithRooms(ctx.db);
    const fields = tenantSignup(landlordCode, rooms.a1.id);
    const res = await completeJson({
      ...fields,
      already_living_in_property: true,
      upload_id_later: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.id_document_saved).toBe(false);
    const profile = await ctx.db.tenantProfile.findUniqueOrThrow({
      where: { userId: res.body.id },
    });
    expect(profile.idDocumentPath).toBeNull();
  });

  it('still completes, without the document, when storing the file fails', async () => {
    const { landlordCode, rooms } = await createLandlordWithRooms(ctx.db);
    vi.spyOn(ctx.deps.storage, 'put').mockRejectedValue(new Error('disk full'));
    const res = await complete(tenantSignup(landlordCode, rooms.a1.id), pdf);
    expect(res.status).toBe(201);
    expect(res.body.id_document_saved).toBe(false);
    const profile = await ctx.db.tenantProfile.findUniqueOrThrow({
      where: { userId: res.body.id },
    });
    expect(profile.idDocumentPath).toBeNull();
  });

  it('refuses a file over 5 MB and writes nothing', async () => {
    const { landlordCode, rooms } = await createLandlordWithRooms(ctx.db);
    const put = vi.spyOn(ctx.deps.storage, 'put');
    const fields = tenantSignup(landlordCode, rooms.a1.id);
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(LIMITS.idDocumentMaxBytes + 1024 * 1024)]);
    const res = await complete(fields, { bytes: big, name: 'id.pdf' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ id_document: [MESSAGES.fileTooLarge] });
    expect(put).not.toHaveBeenCalled();
    await expectNothingWritten(fields.email, rooms.a1.id);
  });

  it('refuses a program renamed to .pdf, judging the bytes', async () => {
    const { landlordCode, rooms } = await createLandlordWithRooms(ctx.db);
    const fields = tenantSignup(landlordCode, rooms.a1.id);
    const res = await complete(fields, { bytes: EXE_BYTES, name: 'id.pdf' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ id_document: [MESSAGES.fileTypeNotAllowed] });
    const renamedPdf = await complete(fields, { bytes: PDF_BYTES, name: 'id.exe' });
    expect(renamedPdf.body.errors).toEqual({ id_document: [MESSAGES.fileTypeNotAllowed] });
    await expectNothingWritten(fields.email, rooms.a1.id);
  });

  it('asks for the ID or the upload-later box', async () => {
    const { landlordCode, rooms } = await createLandlordWithRooms(ctx.db);
    const fields = tenantSignup(landlordCode, rooms.a1.id);
    const res = await complete(fields);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ id_document: [MESSAGES.uploadOrLater] });
    await expectNothingWritten(fields.email, rooms.a1.id);
  });

  it('answers 400 in the one error shape for a file in the wrong field', async () => {
    const { landlordCode, rooms } = await createLandlordWithRooms(ctx.db);
    const res = await complete(tenantSignup(landlordCode, rooms.a1.id), { ...pdf, field: 'file' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', detail: expect.any(String) });
  });

  it('refuses an unknown landlord ID and an email that has an account', async () => {
    const { landlordCode, rooms } = await createLandlordWithRooms(ctx.db);
    const unknown = await complete(tenantSignup('PNG-NOPE1', rooms.a1.id), pdf);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ landlord_code: [MESSAGES.landlordNotFound] });
    const existing = await createLandlord(ctx.db);
    const fields = tenantSignup(landlordCode, rooms.a1.id, { email: existing.email });
    const taken = await complete(fields, pdf);
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({ email: [MESSAGES.emailTaken] });
    expect(await ctx.db.tenantApplication.count({ where: { unitId: rooms.a1.id } })).toBe(0);
  });

  it('answers 409 for an occupied room', async () => {
    const { landlordCode, rooms } = await createLandlordWithRooms(ctx.db);
    const res = await complete(tenantSignup(landlordCode, rooms.b1.id), pdf);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      detail: MESSAGES.roomNoLongerAvailable,
      code: 'UNIT_UNAVAILABLE',
      errors: { unit_code: [MESSAGES.roomNoLongerAvailable] },
    });
  });

  it('refuses a tenant not living there until the deposit is paid, writing nothing', async () => {
    const { landlordCode, rooms } = await createLandlordWithRooms(ctx.db);
    const fields = tenantSignup(landlordCode, rooms.a1.id, {
      already_living_in_property: 'false',
      requires_deposit: 'false',
    });
    const res = await complete(fields, pdf);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      detail: MESSAGES.depositRequired,
      code: 'DEPOSIT_REQUIRED',
      errors: { deposit: [MESSAGES.depositRequired] },
    });
    await expectNothingWritten(fields.email, rooms.a1.id);
  });

  it('lets a tenant not living there complete once the deposit payment has completed', async () => {
    const { landlord, landlordCode, rooms } = await createLandlordWithRooms(ctx.db);
    const fields = tenantSignup(landlordCode, rooms.a1.id, { already_living_in_property: 'false' });
    const payment = await ctx.db.payment.create({
      data: {
        kind: 'deposit',
        status: 'completed',
        provider: 'pesapal',
        merchantReference: `DEP-${randomUUID().slice(0, 12)}`,
        landlordId: landlord.id,
        unitId: rooms.a1.id,
        registrationSessionId: fields.session_id,
        amount: rooms.a1.deposit,
        completedAt: new Date(),
      },
    });
    const res = await complete(fields, pdf);
    expect(res.status).toBe(201);
    const application = await ctx.db.tenantApplication.findFirstOrThrow({
      where: { tenantId: res.body.id },
    });
    expect(application).toMatchObject({
      alreadyLivingInProperty: false,
      requiresDeposit: true,
      depositPaid: true,
    });
    const profile = await ctx.db.tenantProfile.findUniqueOrThrow({
      where: { userId: res.body.id },
    });
    expect(profile.depositPaid).toBe(true);
    // The payment now belongs to this tenant and cannot complete another signup.
    const linked = await ctx.db.payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(linked.tenantId).toBe(res.body.id);
  });
});
