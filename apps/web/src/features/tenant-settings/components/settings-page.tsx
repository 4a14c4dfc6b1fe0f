import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
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
import { NotificationsForm } from './notifications-form';
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
  if (query.data !== undefined)
    return <Card className="tenant-settings__card">{children(query.data)}</Card>;
  return (
    <Card className="tenant-settings__card" role="region" aria-label={title}>
      <h2>{title}</h2>
      {query.isError ? (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {`Failed to load ${label}.`}
        </Alert>
      ) : (
        <Spinner label={`Loading ${label}...`} />
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

  return (
    <div className="page tenant-settings">
      <title>Settings · Pango</title>
      <div className="page__header">
        <h1>Settings</h1>
        <p className="muted">
          Your contact details, move-in date, ID document, password and notifications.
        </p>
      </div>
      <div className="tenant-settings__grid">
        <Section query={me} title="Account Settings" label="your account">
          {(user) => <AccountForm me={user} />}
        </Section>
        <Section query={dashboard} title="Move-in Date" label="your move-in date">
          {(data) => <MoveInForm current={data.tenant.move_in_date} />}
        </Section>
        <Section query={me} title="ID Document" label="your account">
          {(user) => <IdDocumentForm userId={user.id} />}
        </Section>
        <Card className="tenant-settings__card">
          <ChangePasswordForm />
        </Card>
        <Section query={kraPin} title="KRA PIN" label="your KRA PIN">
          {(data) => <KraPinForm saved={data.kra_pin} />}
        </Section>
        <Section query={notifications} title="Notifications" label="your notification preferences">
          {(saved) => <NotificationsForm saved={saved} />}
        </Section>
        <Section query={dashboard} title="Give Notice" label="your tenancy">
          {(data) => <GiveNoticeForm tenancy={data.tenancy ?? null} />}
        </Section>
        <MyDataCard />
        <DeleteAccountCard />
      </div>
    </div>
  );
}
