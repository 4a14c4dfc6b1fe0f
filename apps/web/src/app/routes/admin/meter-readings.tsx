import { MeterReadingsPage } from '@/features/billing';

/** /admin/meter-readings: this month's meter readings, unit by unit (issue 20). */
export default function MeterReadingsRoute() {
  return <MeterReadingsPage />;
}
