import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { usePermission } from '@/lib/permissions';
import { useSelectedPropertyId } from '@/lib/selected-property';
import { usePendingApplications } from '../api/get-pending-applications';
import { useLandlordProperties as useProperties } from '@/lib/queries/properties';
import { useTenants } from '../api/get-tenants';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { TENANT_TEXT } from '../messages';
import { ApplicationsList } from './applications-list';
import { SignupLinks } from './signup-links';
import { SummaryCards } from './summary-cards';
import { TenantDialogs, type OpenTenantDialog } from './tenant-dialogs';
import { TenantTable } from './tenant-table';
import { WhatsAppComingSoon, WhatsAppNotice } from './whatsapp-coming-soon';
import './tenants.css';

// Its own chunk: most visits to Tenant Management never open the Deposits tab.
const DepositsView = lazy(() =>
  import('./deposits-view').then((m) => ({ default: m.DepositsView })),
);

type Tab = 'active' | 'recent' | 'all' | 'deposits';

type TenantsPageProps = {
  /** The email sender's Send Email button, passed in by the app layer (features stay apart). */
  sendEmailSlot?: ReactNode;
};

/** Tenant Management (/admin/tenants, seed 001 section 2): cards, search, three tabs, actions. */
export function TenantsPage({ sendEmailSlot }: TenantsPageProps = {}) {
  // Issue 23: rent counts and deposits are money; applications and signup links are the managers'.
  const seesMoney = usePermission('money.read');
  const canManage = usePermission('tenants.manage');
  const canMessage = usePermission('announcements.send');
  const [propertyId, setPropertyId] = useSelectedPropertyId();
  const properties = useProperties();
  const [tab, setTab] = useState<Tab>('active');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [dialog, setDialog] = useState<OpenTenantDialog>(null);
  const [isWhatsAppNoticeShown, setIsWhatsAppNoticeShown] = useState(false);

  const tenants = useTenants({ status: tab === 'all' ? 'all' : 'active', search, propertyId });
  const applications = usePendingApplications(search, propertyId, canManage);
  const pendingCount = applications.data?.count;
  const current = tab === 'recent' ? applications : tenants;

  const retry = () => void current.refetch();

  return (
    <div className="tm-page">
      <header className="tm-header">
        <h1>Tenant Management</h1>
        <div className="tm-header__actions">
          {canMessage && sendEmailSlot}
          <WhatsAppComingSoon onClick={() => setIsWhatsAppNoticeShown(true)} />
          {canManage && <SignupLinks />}
        </div>
      </header>
      {isWhatsAppNoticeShown && <WhatsAppNotice onClose={() => setIsWhatsAppNoticeShown(false)} />}
      {seesMoney && <SummaryCards propertyId={propertyId} />}
      <div className="tm-toolbar">
        {tab !== 'deposits' && (
          <Field label="Search" className="tm-toolbar__search">
            {(control) => (
              <input
                type="search"
                className="field__input"
                placeholder="Search tenants or applications..."
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                {...control}
              />
            )}
          </Field>
        )}
        <Field label="Property">
          {(control) => (
            <select
              className="field__input"
              value={propertyId ?? ''}
              onChange={(event) =>
                setPropertyId(event.target.value ? Number(event.target.value) : null)
              }
              {...control}
            >
              <option value="">All Properties</option>
              {properties.data?.results.map((property) => (
                <option key={property.id} value={property.id}>
                  {property.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Tabs
        label="Tenants"
        value={tab}
        onChange={setTab}
        items={[
          { value: 'active' as const, label: 'Active Tenants' },
          ...(canManage
            ? [
                {
                  value: 'recent' as const,
                  label:
                    pendingCount === undefined
                      ? 'Recently Joined Tenants'
                      : `Recently Joined Tenants (${pendingCount})`,
                },
              ]
            : []),
          { value: 'all' as const, label: 'All Tenants' },
          ...(seesMoney ? [{ value: 'deposits' as const, label: 'Deposits' }] : []),
        ]}
      >
        {tab === 'deposits' ? (
          <Suspense fallback={<Spinner label="Loading deposits..." />}>
            <DepositsView propertyId={propertyId} />
          </Suspense>
        ) : current.isPending ? (
          <Spinner label="Loading tenants..." />
        ) : current.isError ? (
          <Alert
            action={
              <Button variant="secondary" onClick={retry}>
                Try Again
              </Button>
            }
          >
            {TENANT_TEXT.loadFailed}
          </Alert>
        ) : tab === 'recent' ? (
          <ApplicationsList applications={applications.data?.results ?? []} />
        ) : (
          <TenantTable
            caption={tab === 'all' ? 'All tenants' : 'Active tenants'}
            rows={tenants.data?.results ?? []}
            hasStatusColumn={tab === 'all'}
            empty={TENANT_TEXT.noTenants}
            onAction={(kind, tenant) => setDialog({ kind, tenant })}
          />
        )}
      </Tabs>
      <TenantDialogs open={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
