import { MeterReadingsPage } from '@/features/billing';
import { RequirePermission } from '@/components/layouts/require-permission';

/** /admin/meter-readings: this month's meter readings, unit by unit (issue 20). */
export default function MeterReadingsRoute() {
  return (
    <RequirePermission permission="meter_readings.read">
      <MeterReadingsPage />
    </RequirePermission>
  );
}
