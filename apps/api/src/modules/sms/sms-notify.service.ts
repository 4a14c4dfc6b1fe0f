import {
  canonicalPhone,
  formatKshIn,
  paymentReceiptSms,
  reportStatusSms,
  type Language,
  type SmsKind,
} from '@pango/shared';
import type { DbTx } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { languageOfProfile, messageLanguageSelect } from '../../lib/message-language.js';
import { getSmsSettings } from './sms-settings.service.js';
import { queueSmsIfCredits } from './sms-outbox.service.js';

// SMS the app sends on its own (issue 25 item 4), each on the landlord's choice (sms_settings) and,
// where the tenant has one, theirs; in the tenant's message language (ADR 045); queued in the
// caller's transaction. Too few credits skips the
// SMS (logged), never what the caller is doing.

async function queueOne(
  deps: Deps,
  tx: DbTx,
  input: {
    landlordId: number;
    tenantId: number;
    kind: SmsKind;
    body: (name: string, language: Language) => string;
  },
): Promise<void> {
  const tenant = await tx.user.findUnique({
    where: { id: input.tenantId },
    select: { phoneNumber: true, tenantProfile: { select: messageLanguageSelect } },
  });
  const to = tenant?.phoneNumber ? canonicalPhone(tenant.phoneNumber) : null;
  if (!to) return;
  const landlord = await tx.user.findUnique({
    where: { id: input.landlordId },
    select: { fullName: true },
  });
  const queued = await queueSmsIfCredits(deps, tx, input.landlordId, [
    {
      to,
      tenantId: input.tenantId,
      kind: input.kind,
      body: input.body(landlord?.fullName ?? '', languageOfProfile(tenant?.tenantProfile)),
    },
  ]);
  if (queued === null)
    deps.logger.warn(
      { landlordId: input.landlordId, kind: input.kind },
      'SMS skipped: not enough SMS credits',
    );
}

/** A rent payment's receipt by SMS: amount, receipt number, the tenancy's new balance. */
export async function queueReceiptSms(
  deps: Deps,
  tx: DbTx,
  payment: { id: number; landlordId: number; tenantId: number; amount: number },
  receiptNumber: string,
): Promise<void> {
  if (!(await getSmsSettings(tx, payment.landlordId)).payment_receipts) return;
  const row = await tx.payment.findUnique({
    where: { id: payment.id },
    select: { tenancyId: true },
  });
  const balance = row?.tenancyId
    ? ((
        await tx.rentLedgerEntry.aggregate({
          where: { tenancyId: row.tenancyId },
          _sum: { amount: true },
        })
      )._sum.amount ?? 0)
    : 0;
  await queueOne(deps, tx, {
    landlordId: payment.landlordId,
    tenantId: payment.tenantId,
    kind: 'payment_receipt',
    body: (landlordName, language) =>
      paymentReceiptSms(
        {
          landlordName,
          amount: formatKshIn(payment.amount, language),
          receiptNumber,
          balance: formatKshIn(balance, language),
        },
        language,
      ),
  });
}

/** A report's new status by SMS, when the tenant takes maintenance updates. */
export async function queueReportStatusSms(
  deps: Deps,
  tx: DbTx,
  input: { landlordId: number; tenantId: number; title: string; status: string },
): Promise<void> {
  if (!(await getSmsSettings(tx, input.landlordId)).report_status) return;
  const profile = await tx.tenantProfile.findUnique({
    where: { userId: input.tenantId },
    select: { notifyMaintenanceUpdates: true },
  });
  if (profile && !profile.notifyMaintenanceUpdates) return;
  await queueOne(deps, tx, {
    landlordId: input.landlordId,
    tenantId: input.tenantId,
    kind: 'report_status',
    body: (landlordName, language) =>
      reportStatusSms({ landlordName, title: input.title, status: input.status }, language),
  });
}
