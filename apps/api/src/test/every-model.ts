// Test factory: one row in every model, linked the way the app links them, to prove the generated
// client reads and writes every table the migrations build (see lib/db-round-trip.test.ts, which
// reads back the values written here: PNG-RT001, rt-tenant@example.test, RT-REF-1, rt-hash, ...).
import type { Db } from '../lib/db.js';

/** Creates one row per model (two users, two ledger entries); `created` names each model written. */
export async function createOneRowPerModel(db: Db) {
  const created = new Set<string>();
  const mark = <T>(model: string, row: T) => {
    created.add(model);
    return row;
  };
  const landlord = mark(
    'User',
    await db.user.create({
      data: {
        email: 'rt-landlord@example.test',
        passwordHash: 'x',
        fullName: 'Round Trip',
        role: 'landlord',
      },
    }),
  );
  const tenant = mark(
    'User',
    await db.user.create({
      data: {
        email: 'rt-tenant@example.test',
        passwordHash: 'x',
        fullName: 'Rt Tenant',
        role: 'tenant',
        approvalStatus: 'pending',
        isActive: false,
      },
    }),
  );
  mark(
    'LandlordProfile',
    await db.landlordProfile.create({
      data: {
        userId: landlord.id,
        landlordCode: 'PNG-RT001',
        nationalId: '12345678',
        address: 'Nairobi',
        mpesaTillNumber: '123456',
      },
    }),
  );
  const property = mark(
    'Property',
    await db.property.create({
      data: {
        landlordId: landlord.id,
        name: 'RT Court',
        address: 'Ngong Road',
        city: 'Nairobi',
        unitCount: 1,
      },
    }),
  );
  mark(
    'PropertyImage',
    await db.propertyImage.create({ data: { propertyId: property.id, url: '/uploads/rt.jpg' } }),
  );
  const unitType = mark(
    'UnitType',
    await db.unitType.create({
      data: {
        landlordId: landlord.id,
        propertyId: property.id,
        name: 'Penthouse',
        rent: 80000,
        isCustom: true,
      },
    }),
  );
  const unit = mark(
    'Unit',
    await db.unit.create({
      data: {
        landlordId: property.landlordId,
        propertyId: property.id,
        unitTypeId: unitType.id,
        unitNumber: 'RT1',
        roomType: 'custom-Penthouse',
        rent: 80000,
        deposit: 80000,
        rentDueDate: new Date('2026-12-05'),
        currentTenantId: tenant.id,
      },
    }),
  );
  mark(
    'TenantProfile',
    await db.tenantProfile.create({
      data: {
        userId: tenant.id,
        landlordId: landlord.id,
        nationalId: 'AB1234567',
        phoneNumber: '254712345678',
        emergencyContact: '254733456789',
        moveInDate: new Date('2026-10-01'),
        bookingId: 'BK-RT-1',
        idDocumentSize: 1024,
      },
    }),
  );
  // Kept by the tenant_profiles statement triggers, never written by the app (ADR 050).
  mark(
    'TenantProfileCount',
    await db.tenantProfileCount.findFirstOrThrow({
      where: { landlordId: landlord.id, profiles: 1 },
    }),
  );
  mark(
    'TenantApplication',
    await db.tenantApplication.create({
      data: {
        tenantId: tenant.id,
        landlordId: landlord.id,
        unitId: unit.id,
        alreadyLivingInProperty: true,
        requiresDeposit: false,
      },
    }),
  );
  const payment = mark(
    'Payment',
    await db.payment.create({
      data: {
        kind: 'rent',
        amount: 80000,
        provider: 'mpesa',
        status: 'completed',
        payerId: tenant.id,
        tenantId: tenant.id,
        landlordId: landlord.id,
        unitId: unit.id,
        monthsCovered: 1,
        merchantReference: 'RT-REF-1',
        checkoutRequestId: 'ws_CO_RT_1',
        mpesaReceipt: 'RTRECEIPT1',
        idempotencyKey: 'rt-key-1',
        rawLastStatus: { ResultCode: 0, items: [1, 'two'] },
        completedAt: new Date(),
      },
    }),
  );
  // Written by the payments trigger, never by the app (ADR 048).
  mark(
    'RentReceivedMonth',
    await db.rentReceivedMonth.findFirstOrThrow({
      where: { landlordId: landlord.id, propertyId: unit.propertyId, gross: 80000n, payments: 1 },
    }),
  );
  // Kept by the same trigger function beside the month sums (ADR 050).
  mark(
    'RentCollectedTotal',
    await db.rentCollectedTotal.findFirstOrThrow({
      where: { landlordId: landlord.id, propertyId: unit.propertyId, gross: 80000n, payments: 1 },
    }),
  );
  mark(
    'RentLedgerEntry',
    await db.rentLedgerEntry.create({
      data: {
        tenantId: tenant.id,
        unitId: unit.id,
        landlordId: landlord.id,
        type: 'charge',
        amount: 80000,
        periodStart: new Date('2026-11-01'),
        description: 'Rent 2026-11',
      },
    }),
  );
  mark(
    'RentLedgerEntry',
    await db.rentLedgerEntry.create({
      data: {
        tenantId: tenant.id,
        unitId: unit.id,
        landlordId: landlord.id,
        paymentId: payment.id,
        type: 'payment',
        amount: -80000,
        description: 'M-Pesa RTRECEIPT1',
      },
    }),
  );
  // Written by the ledger trigger, never by the app: the charge and the payment net to zero.
  const balance = await db.rentBalance.findFirstOrThrow({
    where: { tenantId: tenant.id, unitId: unit.id },
  });
  if (balance.balance !== 0) throw new Error(`rent balance ${balance.balance}, expected 0`);
  mark('RentBalance', balance);
  // Made stale by the ledger trigger for the arrears report to compute (ADR 047).
  const ageing = await db.arrearsAgeing.findUniqueOrThrow({
    where: { tenancyId: balance.tenancyId },
  });
  if (!ageing.stale || ageing.version !== 2)
    throw new Error(
      `arrears ageing stale ${ageing.stale}, version ${ageing.version}, expected true, 2`,
    );
  mark('ArrearsAgeing', ageing);
  // The ledger's first entry opened the pair's tenancy (trigger rent_ledger_entries_tenancy).
  const tenancy = mark(
    'Tenancy',
    await db.tenancy.findUniqueOrThrow({ where: { id: balance.tenancyId } }),
  );
  mark(
    'TenancyBillingPeriod',
    await db.tenancyBillingPeriod.create({
      data: { tenancyId: tenancy.id, period: new Date('2026-11-01T00:00:00Z') },
    }),
  );
  mark(
    'TenancyDeduction',
    await db.tenancyDeduction.create({
      data: { tenancyId: tenancy.id, reason: 'Repaint bedroom', amount: 3500 },
    }),
  );
  mark(
    'TenancyPhoto',
    await db.tenancyPhoto.create({
      data: {
        tenancyId: tenancy.id,
        path: 'move-out/rt.jpg',
        name: 'bedroom.jpg',
        type: 'image/jpeg',
        size: 2048,
      },
    }),
  );
  const report = mark(
    'Report',
    await db.report.create({
      data: {
        tenantId: tenant.id,
        landlordId: landlord.id,
        unitId: unit.id,
        propertyId: property.id,
        title: 'Tap',
        category: 'plumbing',
        priority: 'high',
        description: 'Leaks',
      },
    }),
  );
  mark(
    'ReportNote',
    await db.reportNote.create({
      data: { reportId: report.id, body: 'Washer replaced', photoKey: 'report-photos/x.webp' },
    }),
  );
  // Billing rules with one charge of each kind, and a meter reading of the metered one (ADR 023).
  const billingVersion = mark(
    'PropertyBillingVersion',
    await db.propertyBillingVersion.create({
      data: {
        propertyId: property.id,
        effectiveFrom: new Date('2030-01-01T00:00:00Z'),
        rentDueDay: 5,
        graceDays: 3,
        lateFeeType: 'percent',
        lateFeePercentBp: 250,
        lateFeeCap: 1000,
        createdById: landlord.id,
      },
    }),
  );
  mark(
    'PropertyBillingCharge',
    await db.propertyBillingCharge.create({
      data: {
        versionId: billingVersion.id,
        kind: 'metered',
        name: 'Water',
        nameKey: 'water',
        unit: 'm³',
        rateCents: 15050,
        minimumCharge: 200,
        position: 0,
      },
    }),
  );
  mark(
    'MeterReading',
    await db.meterReading.create({
      data: {
        unitId: unit.id,
        chargeKey: 'water',
        readingMilli: 1_234_500,
        readOn: new Date('2030-01-28T00:00:00Z'),
        period: new Date('2030-01-01T00:00:00Z'),
        createdById: landlord.id,
      },
    }),
  );
  mark(
    'ReminderSetting',
    await db.reminderSetting.create({
      data: { landlordId: landlord.id, daysOfMonth: [1, 5, 25], message: 'Rent is due' },
    }),
  );
  mark(
    'Subscription',
    await db.subscription.create({
      data: { landlordId: landlord.id, plan: 'onetime', lastPaymentId: payment.id },
    }),
  );
  mark(
    'RefreshToken',
    await db.refreshToken.create({
      data: {
        userId: landlord.id,
        familyId: '6f1c2a53-2a55-4d8e-9d1b-0f6d1f7a9b10',
        tokenHash: 'rt-hash',
        expiresAt: new Date(Date.now() + 60_000),
        familyExpiresAt: new Date(Date.now() + 600_000),
      },
    }),
  );
  mark(
    'PasswordResetToken',
    await db.passwordResetToken.create({
      data: {
        userId: landlord.id,
        tokenHash: 'reset-hash',
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    }),
  );
  mark(
    'EmailChangeToken',
    await db.emailChangeToken.create({
      data: {
        userId: landlord.id,
        newEmail: 'rt-new-address@example.test',
        tokenHash: 'email-change-hash',
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    }),
  );
  const outbox = await db.emailOutbox.create({
    data: {
      kind: 'reminder',
      landlordId: landlord.id,
      to: 'rt-tenant@example.test',
      subject: 'Hello',
      text: 'Hi',
    },
  });
  mark('EmailOutbox', outbox);
  const run = await db.reminderRun.create({
    data: { landlordId: landlord.id, reminderDate: new Date('2026-11-05'), queued: 1 },
  });
  mark('ReminderRun', run);
  mark(
    'RentReminder',
    await db.rentReminder.create({
      data: {
        runId: run.id,
        landlordId: landlord.id,
        tenantId: tenant.id,
        reminderDate: new Date('2026-11-05'),
        outboxId: outbox.id,
        amountDue: 80000,
      },
    }),
  );
  mark(
    'AuditLog',
    await db.auditLog.create({
      data: {
        actorId: landlord.id,
        landlordId: landlord.id,
        action: 'payment.completed',
        entityType: 'payment',
        entityId: String(payment.id),
        data: { amount: 80000 },
        ip: '197.232.1.10',
        userAgent: 'Mozilla/5.0 (Linux; Android 13)',
      },
    }),
  );
  mark(
    'RateLimitCounter',
    await db.rateLimitCounter.create({
      data: { key: 'signin:ip:127.0.0.1', hits: 1, resetAt: new Date(Date.now() + 60_000) },
    }),
  );
  mark(
    'RegistrationDraft',
    await db.registrationDraft.create({
      data: {
        sessionId: '3f0c4b7e-6a57-4d1e-9a53-2f7a8f0e9b11',
        kind: 'landlord',
        step: 2,
        data: { full_name: 'Round Trip' },
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    }),
  );
  mark(
    'TrialGrant',
    await db.trialGrant.create({
      data: { email: 'rt-landlord@example.test', expiresAt: new Date(Date.now() + 86_400_000) },
    }),
  );
  mark(
    'SandboxOrder',
    await db.sandboxOrder.create({
      data: {
        merchantReference: 'RT-SANDBOX-1',
        amount: 15000,
        currency: 'KES',
        description: 'Rent',
        callbackUrl: 'http://localhost/tenant/payments',
      },
    }),
  );
  mark(
    'SmsInterest',
    await db.smsInterest.create({ data: { landlordId: landlord.id, pack: 'standard' } }),
  );
  mark(
    'ReceiptCounter',
    await db.receiptCounter.create({ data: { landlordId: landlord.id, lastNumber: 7 } }),
  );
  mark(
    'MpesaC2bSetting',
    await db.mpesaC2bSetting.create({
      data: {
        landlordId: landlord.id,
        shortcode: '600990',
        shortcodeType: 'paybill',
        urlToken: 'rt-token-0123456789abcdefghijklmnopqrstuv',
      },
    }),
  );
  mark(
    'C2bTransaction',
    await db.c2bTransaction.create({
      data: {
        landlordId: landlord.id,
        shortcode: '600990',
        transId: 'RT0C2B0001',
        status: 'credited',
        amount: 15000,
        billRefNumber: 'A1',
        raw: { TransID: 'RT0C2B0001' },
        paymentId: payment.id,
        tenancyId: tenancy.id,
        suggestedTenancyIds: [tenancy.id],
      },
    }),
  );
  mark(
    'LandlordCollectionSetting',
    await db.landlordCollectionSetting.create({
      data: { landlordId: landlord.id, collectionMode: 'collected' },
    }),
  );
  const payout = mark(
    'Payout',
    await db.payout.create({
      data: {
        landlordId: landlord.id,
        periodMonth: new Date('2026-11-01T00:00:00Z'),
        gross: 80000,
        fee: 0,
        amount: 80000,
        pendingKey: `${landlord.id}:2026-11`,
      },
    }),
  );
  mark(
    'PayoutLine',
    await db.payoutLine.create({
      data: {
        paymentId: payment.id,
        landlordId: landlord.id,
        periodMonth: new Date('2026-11-01T00:00:00Z'),
        gross: 80000,
        feeBp: 0,
        fee: 0,
        net: 80000,
        payoutId: payout.id,
      },
    }),
  );
  mark(
    'PortfolioImport',
    await db.portfolioImport.create({
      data: {
        landlordId: landlord.id,
        fileName: 'rt-books.csv',
        rows: { rows: [], errors: {} },
        hasErrors: false,
        expiresAt: new Date(Date.now() + 60 * 60_000),
      },
    }),
  );
  mark(
    'InvoiceCounter',
    await db.invoiceCounter.create({ data: { landlordId: landlord.id, lastNumber: 1 } }),
  );
  mark(
    'Invoice',
    await db.invoice.create({
      data: {
        landlordId: landlord.id,
        tenantId: tenant.id,
        tenancyId: tenancy.id,
        propertyId: property.id,
        periodStart: new Date('2026-11-01T00:00:00Z'),
        number: 1,
        previousBalance: 0,
        chargesTotal: 80000,
        paymentsTotal: 0,
        amountDue: 80000,
        dueDate: new Date('2026-11-05T00:00:00Z'),
      },
    }),
  );
  mark(
    'Enquiry',
    await db.enquiry.create({
      data: {
        landlordId: landlord.id,
        propertyId: property.id,
        unitId: unit.id,
        name: 'Wanjiru',
        phone: '254712345678',
        message: 'Is the room still free?',
      },
    }),
  );
  const caretaker = await db.user.create({
    data: {
      email: 'rt-caretaker@example.test',
      passwordHash: 'x',
      fullName: 'Rt Caretaker',
      role: 'landlord',
    },
  });
  const member = mark(
    'TeamMember',
    await db.teamMember.create({
      data: {
        landlordId: landlord.id,
        userId: caretaker.id,
        name: 'Rt Caretaker',
        email: 'rt-caretaker@example.test',
        phoneNumber: '254712345679',
        role: 'caretaker',
        status: 'active',
        invitationTokenHash: 'rt-team-hash',
        invitationExpiresAt: new Date('2030-01-08T00:00:00Z'),
        invitationUsedAt: new Date('2030-01-02T00:00:00Z'),
      },
    }),
  );
  mark(
    'TeamMemberProperty',
    await db.teamMemberProperty.create({ data: { memberId: member.id, propertyId: property.id } }),
  );
  mark(
    'Expense',
    await db.expense.create({
      data: {
        landlordId: landlord.id,
        propertyId: property.id,
        unitId: unit.id,
        category: 'repairs',
        amount: 3500,
        incurredOn: new Date('2030-01-03T00:00:00Z'),
        note: 'RT-EXPENSE-1',
        enteredByMemberId: member.id,
      },
    }),
  );
  mark(
    'AccountDeletionRequest',
    await db.accountDeletionRequest.create({
      data: { tenantId: tenant.id, landlordId: landlord.id },
    }),
  );
  mark(
    'WithholdingCertificate',
    await db.withholdingCertificate.create({
      data: {
        paymentId: payment.id,
        landlordId: landlord.id,
        certificateNumber: 'RT-WHT-1',
        amount: 100,
        enteredByMemberId: member.id,
      },
    }),
  );
  mark(
    'MriReminder',
    await db.mriReminder.create({
      data: { landlordId: landlord.id, month: '2030-01', outboxId: outbox.id, nilReturn: true },
    }),
  );
  mark(
    'SmsCreditLot',
    await db.smsCreditLot.create({
      data: {
        landlordId: landlord.id,
        pack: 'starter',
        credits: 100,
        remaining: 98,
        purchasedAt: new Date('2030-01-02T00:00:00Z'),
        expiresAt: new Date('2031-01-02T00:00:00Z'),
      },
    }),
  );
  mark(
    'SmsOutbox',
    await db.smsOutbox.create({
      data: {
        landlordId: landlord.id,
        tenantId: tenant.id,
        to: '254712345678',
        kind: 'announcement',
        body: 'Round trip',
        segments: 1,
        credits: 1,
        reservedFrom: [],
      },
    }),
  );
  mark(
    'SmsSetting',
    await db.smsSetting.create({ data: { landlordId: landlord.id, rentReminders: true } }),
  );
  return { created, landlord, tenant };
}
