import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useCommonTexts } from '@/lib/i18n/common-texts';
import { useMe } from '@/lib/queries/me';
import { useNotifications } from '../api/notifications';
import { useTenantDashboard } from '@/lib/queries/tenant-dashboard';
import { AccountForm } from './account-form';
import { ChangePasswordForm } from './change-password-form';
import { GiveNoticeForm } from './give-notice-form';
import { DeleteAccountCard } from './delete-account-card';
import { MyDataCard } from './my-data-card';
import { IdDocumentForm } from './id-document-form';
import { KraPinForm } from './kra-pin-form';
import { useMyKraPin } from '../api/kra-pin';
import { MoveInForm } from './move-in-form';
import { LanguageForm } from './language-form';
import { NotificationsForm } from './notifications-form';
import { useSettingsTexts } from '../texts';

import './settings.css';

type Loadable<T> = { data: T | undefined; isError: boolean; refetch: () => unknown };

/** One section: its form once its data is in, else its own loading or retry state. */
function Section<T>({
  query,
  title,
  label,
  children,
}: {
  query: Loadable<T>;
  title: string;
  label: string;
  children: (data: T) => ReactNode;
}) {
  const t = useSettingsTexts();
  const common = useCommonTexts();
  if (query.data !== undefined)
    return <Card className="tenant-settings__card">{children(query.data)}</Card>;
  return (
    <Card className="tenant-settings__card" role="region" aria-label={title}>
      <h2>{title}</h2>
      {query.isError ? (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              {common('retry')}
            </Button>
          }
        >
          {t('loadFailed', { what: label })}
        </Alert>
      ) : (
        <Spinner label={t('loading', { what: label })} />
      )}
    </Card>
  );
}

/** /tenant/settings (seed 002 section 2): five forms, each with its own state. */
export function TenantSettingsPage() {
  const me = useMe();
  const dashboard = useTenantDashboard();
  const notifications = useNotifications();
  const kraPin = useMyKraPin();
  const t = useSettingsTexts();

  return (
    <div className="page tenant-settings">
      <title>{t('title')}</title>
      <div className="page__header">
        <h1>{t('heading')}</h1>
        <p className="muted">{t('intro')}</p>
      </div>
      <div className="tenant-settings__grid">
        <Card className="tenant-settings__card">
          <LanguageForm />
        </Card>
        <Section query={me} title={t('account.title')} label={t('what.account')}>
          {(user) => <AccountForm me={user} />}
        </Section>
        <Section query={dashboard} title={t('moveIn.title')} label={t('what.moveIn')}>
          {(data) => <MoveInForm current={data.tenant.move_in_date} />}
        </Section>
        <Section query={me} title={t('idDocument.title')} label={t('what.account')}>
          {(user) => <IdDocumentForm userId={user.id} />}
        </Section>
        <Card className="tenant-settings__card">
          <ChangePasswordForm />
        </Card>
        <Section query={kraPin} title={t('kraPin.title')} label={t('what.kraPin')}>
          {(data) => <KraPinForm saved={data.kra_pin} />}
        </Section>
        <Section
          query={notifications}
          title={t('notifications.title')}
          label={t('what.notifications')}
        >
          {(saved) => <NotificationsForm saved={saved} />}
        </Section>
        <Section query={dashboard} title={t('notice.title')} label={t('what.tenancy')}>
          {(data) => <GiveNoticeForm tenancy={data.tenancy ?? null} />}
        </Section>
        <MyDataCard />
        <DeleteAccountCard />
      </div>
    </div>
  );
}
