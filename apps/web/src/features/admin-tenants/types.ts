// The issue 8 contract lives in @pango/shared; this file only names what the screen adds.
export type {
  ApplicationList as ApplicationPage,
  ApplicationRow,
  ApproveApplicationResult,
  MessagePreview,
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
