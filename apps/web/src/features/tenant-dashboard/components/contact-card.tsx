import { phoneTelHref, type TenantDashboard } from '@pango/shared';
import { Card } from '@/components/ui/card';
import { useDashboardTexts } from '../texts';

// Below the rent and room cards: loaded after them in its own small chunk, so /tenant's first
// load stays within its budget (ADR 016).

/** The landlord's contact details; email and phone open the mail and phone apps. */
export function ContactCard({ landlord }: { landlord: TenantDashboard['landlord'] }) {
  const t = useDashboardTexts();
  return (
    <Card role="group" className="tenant-dash__card" aria-labelledby="td-contact">
      <h2 id="td-contact">{t('contact.title')}</h2>
      <dl className="tenant-dash__facts tenant-dash__facts--stacked">
        <div>
          <dt>{t('contact.landlord')}</dt>
          <dd>{landlord.full_name}</dd>
        </div>
        <div>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${landlord.email}`}>{landlord.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('contact.phone')}</dt>
          <dd>
            {landlord.phone_number ? (
              <a href={phoneTelHref(landlord.phone_number)}>{landlord.phone_number}</a>
            ) : (
              t('notProvided')
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
