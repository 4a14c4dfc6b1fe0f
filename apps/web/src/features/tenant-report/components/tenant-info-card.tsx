import type { Me } from '@pango/shared';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { REPORT_SCREEN_MESSAGES } from '../messages';

type TenantInfoCardProps = { tenant: Me | undefined; isLoading: boolean };

/** Who reports and for which unit (seed 002 section 2), or why reporting is not possible. */
export function TenantInfoCard({ tenant, isLoading }: TenantInfoCardProps) {
  if (isLoading) {
    return (
      <Card className="report-info" role="status">
        {REPORT_SCREEN_MESSAGES.loading}
      </Card>
    );
  }
  if (!tenant) return null;
  const unit = tenant.current_unit;
  if (!unit) return <Alert tone="warning">{REPORT_SCREEN_MESSAGES.noUnit}</Alert>;
  return (
    <Card className="report-info">
      <h2 className="report-info__title">Tenant Information</h2>
      <dl className="report-info__list">
        <div>
          <dt>Full name</dt>
          <dd>{tenant.full_name}</dd>
        </div>
        <div>
          <dt>Unit number</dt>
          <dd>{unit.unit_number}</dd>
        </div>
        <div>
          <dt>Property</dt>
          <dd>{unit.property_name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{tenant.email}</dd>
        </div>
      </dl>
    </Card>
  );
}
