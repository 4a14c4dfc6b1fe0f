import { formatKsh, phoneTelHref } from '@pango/shared';
import { useId, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { applicationDocumentsZipPath } from '@/lib/queries/tenant-documents';
import { RecordPaymentButton } from '@/features/payment-records';
import { useTenantDetail } from '../api/get-tenant';
import { TENANT_PROFILE_TEXT } from '../messages';
import { formatDate, STATUS_BADGE } from '../utils/format';
import { DeletionRequestNotice } from './deletion-request-notice';
import { DocumentList } from './document-list';
import { MessageLanguageField } from './message-language-field';
import { TenancyNotice } from './tenancy-notice';
import { MoveOutAction } from './move-out/move-out-action';
import { TenantNotFound } from './tenant-not-found';
import { TenantTenanciesSection } from './tenant-tenancies-section';
import './tenant-profile.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="tenant-profile__section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A description list; an empty value reads as a dash. */
function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="tenant-facts">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value === null || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /admin/tenants/{id}/details from the tenancy on the server. Employment and previous address are
 * not collected by the product, so those sections of seed 001 are left out rather than faked.
 */
export function TenantDetailsPage({ tenantId }: { tenantId: number }) {
  const tenant = useTenantDetail(tenantId);
  if (!Number.isInteger(tenantId) || tenantId <= 0) return <TenantNotFound />;
  if (tenant.isError && isApiError(tenant.error) && tenant.error.status === 404)
    return <TenantNotFound />;
  if (tenant.isError)
    return (
      <div className="tenant-profile">
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void tenant.refetch()}>
              Try Again
            </Button>
          }
        >
          {TENANT_PROFILE_TEXT.loadFailed}
        </Alert>
      </div>
    );
  if (!tenant.data)
    return (
      <div className="tenant-profile tenant-profile__state">
        <Spinner label={TENANT_PROFILE_TEXT.loading} />
      </div>
    );

  const t = tenant.data;
  const badge = STATUS_BADGE[t.status];
  return (
    <div className="tenant-profile">
      <header className="tenant-profile__header">
        <div>
          <h1>{t.full_name}</h1>
          {/* The spec's header names the Tenant ID; the booking id keeps its own label. */}
          <p className="tenant-profile__muted">
            Tenant ID: {t.id}
            {t.booking_id && ` · Booking ID: ${t.booking_id}`}
          </p>
        </div>
        <Badge tone={badge.tone}>{badge.text}</Badge>
      </header>
      <div className="tenant-profile__actions">
        <Link className="btn btn--primary" to={`/admin/tenants/${t.id}/transactions`}>
          View Transactions
        </Link>
        {t.unit && (
          <RecordPaymentButton
            tenant={{
              id: t.id,
              full_name: t.full_name,
              unit_label: `${t.unit.unit_number}, ${t.unit.property_name}`,
            }}
          />
        )}
        <Link className="btn btn--secondary" to="/admin/tenants">
          Back to Tenants
        </Link>
        <MoveOutAction tenantId={t.id} tenantName={t.full_name} canMoveOut={t.unit !== null} />
      </div>
      {t.tenancy && <TenancyNotice tenantId={t.id} tenancy={t.tenancy} />}
      <DeletionRequestNotice tenantId={t.id} />
      <div className="tenant-profile__grid">
        <Section title="Contact Information">
          <Facts
            items={[
              ['Email', <a href={`mailto:${t.email}`}>{t.email}</a>],
              [
                'Phone',
                t.phone_number ? <a href={phoneTelHref(t.phone_number)}>{t.phone_number}</a> : null,
              ],
              ['National ID', t.national_id],
            ]}
          />
        </Section>
        <Section title="Property and Lease">
          <Facts
            items={[
              ['Property', t.unit?.property_name ?? 'No unit assigned'],
              ['Unit', t.unit?.unit_number ?? null],
              ['M-Pesa account number', t.payment_account_number],
              ['Monthly rent', t.unit ? formatKsh(t.unit.rent) : null],
              ['Move-in date', formatDate(t.move_in_date)],
              ['Rent deadline', formatDate(t.unit?.rent_due_date ?? t.next_due_date)],
              ['Deposit paid', t.deposit_paid ? 'Yes' : 'No'],
            ]}
          />
        </Section>
        <Section title="Emergency Contact">
          <Facts items={[['Phone', t.emergency_contact]]} />
        </Section>
        <Section title={TENANT_PROFILE_TEXT.messages}>
          <MessageLanguageField
            tenantId={t.id}
            language={t.language}
            messageLanguage={t.message_language}
          />
        </Section>
        <Section title="Documents">
          <DocumentList
            documents={t.documents}
            zipPath={t.application ? applicationDocumentsZipPath(t.application.id) : null}
            zipName={`${t.full_name.replace(/[^\w-]+/g, '_')}_documents.zip`}
          />
        </Section>
      </div>
      <TenantTenanciesSection tenantId={t.id} />
    </div>
  );
}
