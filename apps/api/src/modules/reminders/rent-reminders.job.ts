import {
  canonicalPhone,
  formatDateIn,
  formatKshIn,
  nairobiDate,
  rentReminderSms,
  type CalendarDate,
  type Language,
} from '@pango/shared';
import type { DbTx } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { rentReminderEmail } from './emails.js';
import { languageOfProfile, messageLanguageSelect } from '../../lib/message-language.js';
import { enqueueMails, type OutboxMail } from '../../lib/outbox.js';
import {
  computeAccount,
  dateColumn,
  formatDate,
  rentAnchor,
  toDateColumn,
} from '../ledger/rent-rules.js';
import { payByMpesaLines } from '../payments/c2b/pay-by-mpesa.service.js';
import { loadSubscriptionState } from '../subscriptions/subscription-state.service.js';
import { dueReminderDate } from './reminder-dates.js';
import { queueSmsIfCredits } from '../sms/sms-outbox.service.js';
import { getSmsSettings } from '../sms/sms-settings.service.js';

// The rent-reminder job (issue 10; seed 001 sections 2 and 9). Run by the worker's leader every few
// minutes. Exactly once per tenant and reminder date, whatever restarts or second workers do:
// - a run is one transaction per landlord and date that first inserts reminder_runs(landlord, date),
//   unique: a second run, here or in another process, inserts nothing and sends nothing;
// - each email is queued in that same transaction with a rent_reminders row, unique on
//   (tenant, reminder date), so a tenant is never reminded twice for one date even if they moved
//   between landlords; a conflict rolls the whole run back and the next run tries again.
// The outbox then delivers (and retries) the mail; nothing here talks to SMTP.

export type ReminderRunResult = { landlords: number; queued: number };

type Tenancy = {
  tenancyId: number;
  tenantId: number;
  fullName: string;
  email: string;
  phone: string | null;
  unitId: number;
  unitNumber: string;
  propertyName: string;
  rent: number;
  anchor: CalendarDate | null;
  /** The tenant's message language: override ?? own choice (ADR 045). */
  language: Language;
};

export async function sendRentReminders(deps: Deps): Promise<ReminderRunResult> {
  const now = nowOf(deps);
  const settings = await deps.db.reminderSetting.findMany({
    where: { active: true, sendEmail: true },
    select: {
      landlordId: true,
      daysOfMonth: true,
      subject: true,
      message: true,
      createdAt: true,
      landlord: { select: { fullName: true } },
    },
    orderBy: { landlordId: 'asc' },
  });
  const due = settings.flatMap((s) => {
    const date = dueReminderDate(s.daysOfMonth, now, nairobiDate(s.createdAt));
    return date ? [{ ...s, date }] : [];
  });
  if (due.length === 0) return { landlords: 0, queued: 0 };

  // Runs already made this month, in one query: most ticks of the day find every landlord done.
  const today = nairobiDate(now);
  const done = await deps.db.reminderRun.findMany({
    where: {
      landlordId: { in: due.map((s) => s.landlordId) },
      reminderDate: { gte: toDateColumn({ year: today.year, month: today.month, day: 1 }) },
    },
    select: { landlordId: true, reminderDate: true },
  });
  const doneKeys = new Set(
    done.map((r) => `${r.landlordId}:${formatDate(dateColumn(r.reminderDate))}`),
  );

  let landlords = 0;
  let queued = 0;
  for (const setting of due) {
    if (doneKeys.has(`${setting.landlordId}:${formatDate(setting.date)}`)) continue;
    // Reminders point tenants at a Payment Center that refuses payments while the landlord's
    // subscription is expired; the run waits (no row written) and catches up after a renewal.
    const subscription = await loadSubscriptionState(deps.db, setting.landlordId, now);
    if (!subscription.isActive) continue;
    const count = await runForLandlord(deps, setting, now);
    if (count === null) continue;
    landlords += 1;
    queued += count;
  }
  if (queued > 0) deps.logger.info({ landlords, queued }, 'rent reminders queued');
  return { landlords, queued };
}

type DueSetting = {
  landlordId: number;
  date: CalendarDate;
  subject: string;
  message: string;
  landlord: { fullName: string };
};

/** One landlord's run for one date; null when another run got there first. */
async function runForLandlord(deps: Deps, setting: DueSetting, now: Date): Promise<number | null> {
  const reminderDate = toDateColumn(setting.date);
  return deps.db.$transaction(
    async (tx) => {
      const [run] = await tx.reminderRun.createManyAndReturn({
        data: [{ landlordId: setting.landlordId, reminderDate, queued: 0, startedAt: now }],
        skipDuplicates: true,
        select: { id: true },
      });
      if (!run) return null;

      const owing = await owingTenancies(tx, setting.landlordId, reminderDate, now);
      const paymentLink = `${appOrigin(deps)}/tenant/payments`;
      const payByMpesa = await payByMpesaLines(
        tx,
        setting.landlordId,
        owing.map((o) => o.tenancy.tenancyId),
        new Map(owing.map((o) => [o.tenancy.tenancyId, o.tenancy.language])),
      );
      const mails: OutboxMail[] = owing.map(({ tenancy, outstanding, dueDate }) => ({
        kind: 'reminder',
        landlordId: setting.landlordId,
        to: tenancy.email,
        ...rentReminderEmail({
          landlordName: setting.landlord.fullName,
          subject: setting.subject,
          message: setting.message,
          tenantName: tenancy.fullName,
          unit: tenancy.unitNumber,
          property: tenancy.propertyName,
          amountDue: outstanding,
          dueDate: formatDateIn(formatDate(dueDate), tenancy.language),
          paymentLink,
          payByMpesa: payByMpesa.get(tenancy.tenancyId) ?? null,
          language: tenancy.language,
        }),
      }));
      // Matched by recipient, not position: a user's email is unique, so one mail per address.
      const outboxIdByEmail = new Map(
        (await enqueueMails(tx, mails)).map((row) => [row.to, row.id]),
      );
      await tx.rentReminder.createMany({
        data: owing.map(({ tenancy, outstanding }) => ({
          runId: run.id,
          landlordId: setting.landlordId,
          tenantId: tenancy.tenantId,
          tenancyId: tenancy.tenancyId,
          reminderDate,
          outboxId: outboxIdByEmail.get(tenancy.email) ?? null,
          amountDue: outstanding,
        })),
      });
      // By SMS too when the landlord chose it (issue 25): the same tenants (who want reminders),
      // with a mobile number; too few credits skips the SMS, never the run.
      if ((await getSmsSettings(tx, setting.landlordId)).rent_reminders) {
        const texts = owing.flatMap(({ tenancy, outstanding, dueDate }) => {
          const to = tenancy.phone ? canonicalPhone(tenancy.phone) : null;
          if (!to) return [];
          const body = rentReminderSms(
            {
              landlordName: setting.landlord.fullName,
              unit: `${tenancy.unitNumber}, ${tenancy.propertyName}`,
              amountDue: formatKshIn(outstanding, tenancy.language),
              dueDate: formatDateIn(formatDate(dueDate), tenancy.language),
              payByMpesa: payByMpesa.get(tenancy.tenancyId) ?? null,
            },
            tenancy.language,
          );
          return [{ to, tenantId: tenancy.tenantId, kind: 'rent_reminder' as const, body }];
        });
        const queued = await queueSmsIfCredits(deps, tx, setting.landlordId, texts);
        if (queued === null)
          deps.logger.warn(
            { landlordId: setting.landlordId, messages: texts.length },
            'rent reminder SMS skipped: not enough SMS credits',
          );
      }
      await tx.reminderRun.update({ where: { id: run.id }, data: { queued: owing.length } });
      return owing.length;
    },
    { timeout: 60_000 },
  );
}

/**
 * The landlord's housed tenants who want reminder emails, have not had one for this date and owe
 * money, with what they owe and when it fell due. Three queries whatever the number of tenants.
 */
async function owingTenancies(tx: DbTx, landlordId: number, reminderDate: Date, now: Date) {
  const units = await tx.unit.findMany({
    where: {
      landlordId,
      currentTenant: {
        tenantProfile: { landlordId, notifyRentReminders: true },
        tenantReminders: { none: { reminderDate } },
      },
    },
    select: {
      id: true,
      unitNumber: true,
      rent: true,
      rentDueDate: true,
      billingAnchorDate: true,
      property: { select: { name: true } },
      currentTenant: {
        select: {
          id: true,
          fullName: true,
          email: true,
          phoneNumber: true,
          tenantProfile: { select: messageLanguageSelect },
        },
      },
      // The open tenancy (ADR 021): its ledger alone is what the tenant owes now.
      tenancies: { where: { openUnitId: { not: null } }, select: { id: true }, take: 1 },
    },
    orderBy: { id: 'asc' },
  });
  const tenancies: Tenancy[] = units.flatMap((u) =>
    u.currentTenant && u.tenancies[0]
      ? [
          {
            tenancyId: u.tenancies[0].id,
            tenantId: u.currentTenant.id,
            fullName: u.currentTenant.fullName,
            email: u.currentTenant.email,
            phone: u.currentTenant.phoneNumber,
            unitId: u.id,
            unitNumber: u.unitNumber,
            propertyName: u.property.name,
            rent: u.rent,
            anchor: rentAnchor(u.rentDueDate, u.billingAnchorDate),
            language: languageOfProfile(u.currentTenant.tenantProfile),
          },
        ]
      : [],
  );
  if (tenancies.length === 0) return [];

  // Balances first (one grouped query), then the ledger rows of those who owe, for the due date.
  const balances = await tx.rentLedgerEntry.groupBy({
    by: ['tenancyId'],
    where: { tenancyId: { in: tenancies.map((t) => t.tenancyId) } },
    _sum: { amount: true },
  });
  const owingIds = new Set(
    balances.filter((b) => (b._sum.amount ?? 0) > 0).map((b) => b.tenancyId),
  );
  const owing = tenancies.filter((t) => owingIds.has(t.tenancyId));
  if (owing.length === 0) return [];
  const rows = await tx.rentLedgerEntry.findMany({
    where: { tenancyId: { in: owing.map((t) => t.tenancyId) } },
    select: {
      id: true,
      tenancyId: true,
      type: true,
      amount: true,
      periodStart: true,
      waivedEntryId: true,
      createdAt: true,
    },
    orderBy: { id: 'asc' },
  });
  const rowsByTenancy = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = rowsByTenancy.get(row.tenancyId);
    if (list) list.push(row);
    else rowsByTenancy.set(row.tenancyId, [row]);
  }
  return owing.flatMap((tenancy) => {
    const own = rowsByTenancy.get(tenancy.tenancyId) ?? [];
    const figures = computeAccount(own, tenancy.rent, tenancy.anchor, now);
    if (figures.outstanding <= 0 || !figures.nextDueDate) return [];
    return [{ tenancy, outstanding: figures.outstanding, dueDate: figures.nextDueDate }];
  });
}

/** Links in a mail sent by the worker: no request to take an origin from, so configuration. */
function appOrigin(deps: Deps): string {
  return (deps.env.APP_URL ?? `http://localhost:${deps.env.PORT}`).replace(/\/+$/, '');
}
