import { tenantDashboardKey } from '@/lib/queries/tenant-dashboard';
import { reportKeys } from '@/lib/queries/reports';

/** POST /api/communication/reports/create/ (sent by report-outbox.ts with its Idempotency-Key). */
export const CREATE_REPORT_PATH = '/communication/reports/create/';

/** The dashboard's My Reports lists the new report; the open reports count it. */
export const createReportInvalidates = [tenantDashboardKey, reportKeys.all] as const;
