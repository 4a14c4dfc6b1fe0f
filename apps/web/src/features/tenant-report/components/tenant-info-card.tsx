import type { Me } from '@pango/shared';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { useReportTexts } from '../texts';

type TenantInfoCardProps = { tenant: Me | undefined; isLoading: boolean };

/** Who reports and for which unit (seed 002 section 2), or why reporting is not possible. */
export function TenantInfoCard({ tenant, isLoading }: TenantInfoCardProps) {
  const t = useReportTexts();
  if (isLoading) {
    return (
      <Card className="report-info" role="status">
        {t('loading')}
      </Card>
    );
  }
  if (!tenant) return null;
  const unit = tenant.current_unit;
  if (!unit) return <Alert tone="warning">{t('noUnit')}</Alert>;
  return (
    <Card className="report-info">
      <h2 className="report-info__title">{t('info.title')}</h2>
      <dl className="report-info__list">
        <div>
          <dt>{t('info.fullName')}</dt>
          <dd>{tenant.full_name}</dd>
        </div>
        <div>
          <dt>{t('info.unit')}</dt>
          <dd>{unit.unit_number}</dd>
        </div>
        <div>
          <dt>{t('info.property')}</dt>
          <dd>{unit.property_name}</dd>
        </div>
        <div>
          <dt>{t('info.email')}</dt>
          <dd>{tenant.email}</dd>
        </div>
      </dl>
    </Card>
  );
}
