import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { usePermission } from '@/lib/permissions';
import { useMe as useAccount } from '@/lib/queries/me';
import { dataRetentionQuery } from '@/lib/queries/data-retention';
import { c2bSettingsQuery } from '@/lib/queries/mpesa-c2b';
import { useReminderSettings } from '../api/reminder-settings';
import { useTillNumber } from '../api/till-number';
import { AccountForm } from './account-form';
import { ActivityLog } from './activity-log';
import { BillingCard } from './billing-card';
import { ChangePasswordForm } from './change-password-form';
import { DataRetentionForm } from './data-retention-form';
import { DeletionRequestsCard } from './deletion-requests-card';
import { CollectionModeCard } from './collection-mode-card';
import { PaybillPanel } from './paybill-panel';
import { EmailDelivery } from './email-delivery';
import { RemindersForm } from './reminders-form';
import { TillNumberForm } from './till-number-form';
import './settings.css';

type Loadable = { isPending: boolean; isError: boolean; refetch: () => unknown };

/** A part whose data is loading or failed to load; each part loads on its own. */
function PartStatus({ query, title, label }: { query: Loadable; title: string; label: string }) {
  return (
    <Card className="settings-card" aria-label={title}>
      <h2>{title}</h2>
      {query.isPending ? (
        <Spinner label={`Loading ${label}...`} />
      ) : (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {`Failed to load ${label}.`}
        </Alert>
      )}
    </Card>
  );
}

/** /admin/settings (seed 001 section 2): account, billing, till, reminders, password, activity. */
export function SettingsPage() {
  // Issue 23: a team member keeps their own account and password; the landlord's settings, the
  // activity log and the team are for the roles that may use them.
  const canManage = usePermission('settings.manage');
  const canAudit = usePermission('audit.read');
  const canPrivate = usePermission('tenants.private');
  const canTeam = usePermission('team.manage');
  // Plans and SMS packs are the owner's (subscription.manage), not a property manager's.
  const canRenew = usePermission('subscription.manage');
  const account = useAccount();
  const till = useTillNumber(canManage);
  const reminders = useReminderSettings(canManage);
  const paybill = useQuery({ ...c2bSettingsQuery(), enabled: canManage });
  const retention = useQuery({ ...dataRetentionQuery(), enabled: canManage });

  return (
    <div className="page settings-page">
      <title>Settings · Pango</title>
      <div className="page__header">
        <h1>Settings</h1>
        <p className="muted">Your account, billing, payment reminders and password.</p>
      </div>
      <nav aria-label="Settings sections" className="settings-tabs">
        <span aria-current="page">Account</span>
        {canManage && <Link to="/admin/settings/billing">Billing</Link>}
        {canManage && <Link to="/admin/settings/import">Import</Link>}
        {canTeam && <Link to="/admin/settings/team">Team</Link>}
      </nav>
      <div className="settings-grid">
        {account.data ? (
          <Card className="settings-card">
            <AccountForm me={account.data} />
          </Card>
        ) : (
          <PartStatus query={account} title="Account Information" label="your account" />
        )}
        {canRenew && <BillingCard />}
        {canManage && (
          <>
            {till.data ? (
              <Card className="settings-card">
                <TillNumberForm current={till.data.mpesa_till_number} />
              </Card>
            ) : (
              <PartStatus query={till} title="M-Pesa Till Number" label="your till number" />
            )}
            {paybill.data ? (
              <Card className="settings-card">
                <PaybillPanel saved={paybill.data} />
              </Card>
            ) : (
              <PartStatus
                query={paybill}
                title="M-Pesa Paybill / Till"
                label="your paybill settings"
              />
            )}
            <CollectionModeCard />
            {reminders.data ? (
              <Card className="settings-card">
                <RemindersForm saved={reminders.data} />
                <EmailDelivery />
              </Card>
            ) : (
              <PartStatus
                query={reminders}
                title="Monthly Payment Reminders"
                label="reminder settings"
              />
            )}
          </>
        )}
        <Card className="settings-card">
          <ChangePasswordForm />
        </Card>
        {canManage &&
          (retention.data ? (
            <Card className="settings-card">
              <DataRetentionForm saved={retention.data} />
            </Card>
          ) : (
            <PartStatus query={retention} title="ID Documents" label="your data retention" />
          ))}
        {canPrivate && <DeletionRequestsCard />}
        {canAudit && <ActivityLog />}
      </div>
    </div>
  );
}
