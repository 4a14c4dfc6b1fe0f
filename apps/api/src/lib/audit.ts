import type { Prisma } from '../generated/prisma/client.js';
import type { Db, DbTx } from './db.js';
import { currentRequest } from './request-context.js';

// Security-relevant events, kept for support and incident review. Written in the same transaction
// as the change when there is one, so the log never claims something that rolled back.
export const AUDIT_ACTIONS = {
  login: 'auth.login',
  logout: 'auth.logout',
  refreshReuse: 'auth.refresh_reuse',
  passwordResetRequested: 'auth.password_reset_requested',
  passwordReset: 'auth.password_reset',
  passwordChanged: 'auth.password_changed',
  accountRegistered: 'account.registered',
  accountUpdated: 'account.updated',
  emailChangeRequested: 'account.email_change_requested',
  emailChanged: 'account.email_changed',
  tillNumberUpdated: 'account.till_number_updated',
  reminderSettingsSaved: 'reminders.settings_saved',
  smsInterestRegistered: 'sms.interest_registered',
  smsCreditsAdded: 'sms.credits_added',
  smsSent: 'sms.sent',
  smsSettingsChanged: 'sms.settings_changed',
  unitRentUpdated: 'unit.rent_updated',
  unitRentsBulkUpdated: 'unit.rents_bulk_updated',
  propertyCreated: 'property.created',
  propertyUpdated: 'property.updated',
  propertyDeleted: 'property.deleted',
  unitCreated: 'unit.created',
  unitUpdated: 'unit.updated',
  unitDeleted: 'unit.deleted',
  unitAvailabilityChanged: 'unit.availability_changed',
  unitTypeCreated: 'unit_type.created',
  unitTypeUpdated: 'unit_type.updated',
  unitTypeDeleted: 'unit_type.deleted',
  billingRulesSaved: 'property.billing_rules_saved',
  meterReadingRecorded: 'meter_reading.recorded',
  meterPhotoAdded: 'meter_reading.photo_added',
  paymentPlanSet: 'tenancy.payment_plan_set',
  ledgerAdjusted: 'tenancy.ledger_adjusted',
  subscriptionActivated: 'subscription.activated',
  paymentCompleted: 'payment.completed',
  depositAttached: 'payment.deposit_attached',
  depositRefunded: 'payment.deposit_refunded',
  paymentRecordedManually: 'payment.recorded_manually',
  applicationApproved: 'tenant_application.approved',
  applicationDeclined: 'tenant_application.declined',
  applicationEmailVerified: 'tenant_application.email_verified',
  applicationExpired: 'tenant_application.expired',
  tenantAssigned: 'tenancy.assigned',
  tenantRemoved: 'tenancy.removed',
  tenantEvicted: 'tenant.evicted',
  tenancyNoticeGiven: 'tenancy.notice_given',
  tenancyNoticeRecorded: 'tenancy.notice_recorded',
  tenancyMovedOut: 'tenancy.moved_out',
  tenancyDepositRefunded: 'tenancy.deposit_refunded',
  tenancyPhotoAdded: 'tenancy.photo_added',
  reportStatusUpdated: 'report.status_updated',
  tenantInvoiceSent: 'tenant.invoice_sent',
  tenantMessageSent: 'tenant.message_sent',
  tenantsEmailed: 'tenants.emailed',
  reportCreated: 'report.created',
  tenantMoveInDateUpdated: 'tenant.move_in_date_updated',
  tenantIdDocumentReplaced: 'tenant.id_document_replaced',
  tenantIdDocumentViewed: 'tenant.id_document_viewed',
  tenantDataExported: 'tenant.data_exported',
  tenantIdDocumentDeleted: 'tenant.id_document_deleted',
  tenantDeletionRequested: 'tenant.deletion_requested',
  tenantDeletionWithdrawn: 'tenant.deletion_withdrawn',
  tenantErased: 'tenant.erased',
  idDocumentRetentionChanged: 'settings.id_document_retention_changed',
  tenantNotificationsUpdated: 'tenant.notifications_updated',
  loginFailed: 'auth.login_failed',
  rateLimited: 'auth.rate_limited',
  c2bSettingsSaved: 'c2b.settings_saved',
  c2bTokenRotated: 'c2b.token_rotated',
  c2bUrlsRegistered: 'c2b.urls_registered',
  c2bPaymentAssigned: 'c2b.payment_assigned',
  c2bPaymentDismissed: 'c2b.payment_dismissed',
  collectionModeSaved: 'payouts.collection_mode_saved',
  payoutSent: 'payouts.payout_sent',
  portfolioImported: 'portfolio.imported',
  c2bCredentialsSaved: 'c2b.credentials_saved',
  c2bCredentialsRemoved: 'c2b.credentials_removed',
  c2bConfirmationRejected: 'c2b.confirmation_rejected',
  c2bPaymentImported: 'c2b.payment_imported',
  vacancyPageSwitched: 'property.vacancy_page_switched',
  propertyPhotoAdded: 'property.photo_added',
  propertyPhotoDeleted: 'property.photo_deleted',
  propertyPhotosReordered: 'property.photos_reordered',
  enquiryHandled: 'enquiry.handled',
  teamInvited: 'team.invited',
  teamAccepted: 'team.accepted',
  teamUpdated: 'team.updated',
  teamSuspended: 'team.suspended',
  teamReactivated: 'team.reactivated',
  teamRemoved: 'team.removed',
  teamInvitationCancelled: 'team.invitation_cancelled',
  arrearsReminded: 'arrears.reminded',
  withholdingCertificateRecorded: 'payment.withholding_certificate_recorded',
  tenantKraPinUpdated: 'tenant.kra_pin_updated',
  tenantLanguageUpdated: 'tenant.language_updated',
  tenantMessageLanguageUpdated: 'tenant.message_language_updated',
  expenseRecorded: 'expense.recorded',
  expenseUpdated: 'expense.updated',
  expenseDeleted: 'expense.deleted',
  expenseReceiptAdded: 'expense.receipt_added',
  ownerStatementEmailed: 'owner_statement.emailed',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

export type AuditEntry = {
  actorId: number | null;
  /**
   * The landlord whose Settings list this entry. Left out, it follows the actor (a landlord is
   * their own; a tenant belongs to their landlord); null says it concerns no landlord.
   */
  landlordId?: number | null;
  action: AuditAction;
  entityType: string;
  entityId?: string | number;
  /** What changed: `{ before, after }` where there is a before; the Activity log shows these. */
  data?: Prisma.InputJsonValue;
};

type Owner = { landlordId: number | null; memberId: number | null };

/**
 * The landlord an actor's entries belong to, and the team membership the actor signs in with (one
 * query, on the caller's transaction client): a member's entries are their owner's.
 */
async function ownerOfActor(db: Db | DbTx, actorId: number | null): Promise<Owner> {
  if (actorId === null) return { landlordId: null, memberId: null };
  const actor = await db.user.findUnique({
    where: { id: actorId },
    select: {
      role: true,
      tenantProfile: { select: { landlordId: true } },
      teamMembership: { select: { id: true, landlordId: true } },
    },
  });
  if (!actor) return { landlordId: null, memberId: null };
  if (actor.teamMembership) {
    return { landlordId: actor.teamMembership.landlordId, memberId: actor.teamMembership.id };
  }
  return {
    landlordId: actor.role === 'landlord' ? actorId : (actor.tenantProfile?.landlordId ?? null),
    memberId: null,
  };
}

/**
 * Writes the entry with the current request's client address and user agent (request-context).
 * On a team member's request (issue 23, ADR 037) the services name the owner they act for as the
 * actor; the entry is attributed to the member instead (their users row and member_id), so the
 * activity log says who did it without every service passing the member along.
 */
export async function recordAudit(db: Db | DbTx, entry: AuditEntry): Promise<void> {
  const request = currentRequest();
  const member = request?.member;
  let actorId = entry.actorId;
  let owner: Owner;
  if (member && (actorId === member.landlordId || actorId === member.userId)) {
    actorId = member.userId;
    owner = { landlordId: member.landlordId, memberId: member.id };
  } else if (entry.landlordId === undefined) {
    owner = await ownerOfActor(db, actorId);
  } else {
    // Outside a member's request a member acts only when signing in or out, which name no landlord.
    owner = { landlordId: entry.landlordId, memberId: null };
  }
  const landlordId = entry.landlordId === undefined ? owner.landlordId : entry.landlordId;
  await db.auditLog.create({
    data: {
      actorId,
      landlordId,
      memberId: owner.memberId,
      ip: request?.ip ?? null,
      userAgent: request?.userAgent ?? null,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId === undefined ? null : String(entry.entityId),
      data: entry.data,
    },
  });
}
