// The issue 8 contract lives in @pango/shared; this file only names what the screen adds.
export type {
  ApplicationList as ApplicationPage,
  ApplicationRow,
  ApproveApplicationResult,
  MessageTemplate,
  QueuedResult as QueuedReply,
  RentStatus,
  TenantPage,
  TenantRow,
  TenantStatus,
  TenantSummary,
  TenantUnit,
} from '@pango/shared';

export type TenantListStatus = 'active' | 'pending' | 'inactive' | 'all';
/** POST /api/communication/preview/ */
export type MessagePreview = { subject: string; text: string };
