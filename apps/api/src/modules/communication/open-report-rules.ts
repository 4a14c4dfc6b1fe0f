// Reports still waiting for the landlord (the bell, the sidebar badge, the Open Reports card).
// Status is free text from older data, so it is compared case-insensitively.
const OPEN_REPORT_STATUSES = ['open', 'pending'];

export const openReportFilter = {
  OR: OPEN_REPORT_STATUSES.map((status) => ({
    status: { equals: status, mode: 'insensitive' as const },
  })),
};
