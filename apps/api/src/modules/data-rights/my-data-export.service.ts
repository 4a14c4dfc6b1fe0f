import yazl from 'yazl';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';

// "Download my data" (issue 22 item 5, Kenya Data Protection Act 2019 ss. 26 and 31: access and
// portability): one zip with a JSON of everything Pango holds about the signed-in tenant, and
// their files. Only their own: the tenant id comes from the session, never from the request.

/** Outbox rows kept per tenant are few; the bound only guards against a runaway mailbox. */
const MESSAGES_MAX = 5000;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const day = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);
/** Files inside the zip carry only the last segment of the name the user gave (no folders). */
const safeName = (name: string) => name.replace(/[\\/]/g, '_').slice(-120) || 'file';

export async function exportMyData(
  deps: Deps,
  tenantId: number,
): Promise<{ filename: string; zip: yazl.ZipFile }> {
  const user = await deps.db.user.findFirst({
    where: { id: tenantId, role: 'tenant' },
    select: {
      id: true,
      email: true,
      fullName: true,
      phoneNumber: true,
      createdAt: true,
      tenantProfile: {
        select: {
          nationalId: true,
          kraPin: true,
          phoneNumber: true,
          emergencyContact: true,
          moveInDate: true,
          bookingId: true,
          notifyRentReminders: true,
          notifyMaintenanceUpdates: true,
          notifyAnnouncements: true,
          idDocumentPath: true,
          idDocumentName: true,
          idDocumentType: true,
          landlord: { select: { fullName: true, email: true, phoneNumber: true } },
        },
      },
    },
  });
  if (!user?.tenantProfile) throw notFound();
  const profile = user.tenantProfile;

  const [tenancies, payments, ledger, reports, messages, applications] = await Promise.all([
    deps.db.tenancy.findMany({
      where: { tenantId },
      orderBy: [{ startDate: 'asc' }, { id: 'asc' }],
      include: {
        unit: { select: { unitNumber: true, property: { select: { name: true } } } },
        deductions: { orderBy: { id: 'asc' } },
        photos: { orderBy: { id: 'asc' } },
      },
    }),
    deps.db.payment.findMany({
      where: { OR: [{ tenantId }, { payerId: tenantId }] },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        kind: true,
        amount: true,
        status: true,
        provider: true,
        paymentMethod: true,
        mpesaReceipt: true,
        merchantReference: true,
        receiptNumber: true,
        createdAt: true,
        completedAt: true,
      },
    }),
    deps.db.rentLedgerEntry.findMany({
      where: { tenantId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        kind: true,
        type: true,
        amount: true,
        periodStart: true,
        description: true,
        createdAt: true,
      },
    }),
    deps.db.report.findMany({
      where: { tenantId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        title: true,
        category: true,
        priority: true,
        status: true,
        description: true,
        createdAt: true,
        resolvedAt: true,
      },
    }),
    deps.db.emailOutbox.findMany({
      where: { to: user.email },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: MESSAGES_MAX,
      select: { subject: true, text: true, status: true, createdAt: true, sentAt: true },
    }),
    deps.db.tenantApplication.findMany({
      where: { tenantId },
      orderBy: [{ appliedAt: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        status: true,
        appliedAt: true,
        decidedAt: true,
        notes: true,
        declineReason: true,
      },
    }),
  ]);

  const data = {
    generated_at: nowOf(deps).toISOString(),
    about:
      'Everything Pango holds about you, as your landlord (the data controller) and Pango (the processor) keep it. Amounts are whole Kenya shillings.',
    account: {
      id: user.id,
      full_name: user.fullName,
      email: user.email,
      phone_number: profile.phoneNumber || user.phoneNumber || null,
      national_id: profile.nationalId,
      kra_pin: profile.kraPin,
      emergency_contact: profile.emergencyContact,
      move_in_date: day(profile.moveInDate),
      booking_id: profile.bookingId,
      created_at: iso(user.createdAt),
      notifications: {
        rent_reminders: profile.notifyRentReminders,
        maintenance_updates: profile.notifyMaintenanceUpdates,
        announcements: profile.notifyAnnouncements,
      },
      landlord: {
        full_name: profile.landlord.fullName,
        email: profile.landlord.email,
        phone_number: profile.landlord.phoneNumber,
      },
    },
    applications: applications.map((a) => ({
      id: a.id,
      status: a.status,
      applied_at: iso(a.appliedAt),
      decided_at: iso(a.decidedAt),
      notes: a.notes,
      decline_reason: a.declineReason,
    })),
    tenancies: tenancies.map((t) => ({
      id: t.id,
      property: t.unit.property.name,
      unit: t.unit.unitNumber,
      status: t.status,
      start_date: day(t.startDate),
      end_date: day(t.endDate),
      monthly_rent: t.monthlyRent,
      deposit: t.deposit,
      notice_move_out_date: day(t.noticeMoveOutDate),
      payment_account_number: t.paymentAccountNumber,
      deductions: t.deductions.map((d) => ({ reason: d.reason, amount: d.amount })),
      refund_due: t.refundDue,
      refund_amount: t.refundAmount,
      refund_paid_on: day(t.refundPaidOn),
    })),
    payments: payments.map((p) => ({
      id: p.id,
      kind: p.kind,
      amount: p.amount,
      status: p.status,
      provider: p.provider,
      method: p.paymentMethod,
      mpesa_receipt: p.mpesaReceipt,
      reference: p.merchantReference,
      receipt_number: p.receiptNumber,
      created_at: iso(p.createdAt),
      completed_at: iso(p.completedAt),
    })),
    ledger: ledger.map((e) => ({
      id: e.id,
      kind: e.kind,
      amount: e.amount,
      period: day(e.periodStart),
      description: e.description,
      created_at: iso(e.createdAt),
    })),
    reports: reports.map((r) => ({
      id: r.id,
      title: r.title,
      category: r.category,
      priority: r.priority,
      status: r.status,
      description: r.description,
      created_at: iso(r.createdAt),
      resolved_at: iso(r.resolvedAt),
    })),
    messages: messages.map((m) => ({
      subject: m.subject,
      text: m.text,
      status: m.status,
      created_at: iso(m.createdAt),
      sent_at: iso(m.sentAt),
    })),
    documents: [] as string[],
  };

  const zip = new yazl.ZipFile();
  if (profile.idDocumentPath) {
    const bytes = await deps.storage.get(profile.idDocumentPath);
    if (bytes) {
      const name = `documents/id-document-${safeName(profile.idDocumentName ?? 'id-document')}`;
      zip.addBuffer(bytes, name);
      data.documents.push(name);
    }
  }
  for (const t of tenancies) {
    for (const photo of t.photos) {
      const bytes = await deps.storage.get(photo.path);
      if (!bytes) continue;
      const name = `documents/tenancy-${t.id}-photo-${photo.id}-${safeName(photo.name)}`;
      zip.addBuffer(bytes, name);
      data.documents.push(name);
    }
  }
  zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`, 'utf8'), 'my-data.json');
  zip.end();

  await recordAudit(deps.db, {
    actorId: tenantId,
    action: AUDIT_ACTIONS.tenantDataExported,
    entityType: 'tenant',
    entityId: tenantId,
    data: {
      tenancies: tenancies.length,
      payments: payments.length,
      documents: data.documents.length,
    },
  });
  return { filename: `pango-my-data-${day(nowOf(deps))}.zip`, zip };
}
