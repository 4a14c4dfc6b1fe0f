import { ReportScreen } from '@/features/tenant-report/components/report-screen';

/** /tenant/report: Report an Issue (seed 002 section 2). */
export default function TenantReportRoute() {
  return <ReportScreen />;
}
