import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useBillingRules } from '@/lib/queries/billing';
import { BillingRulesForm } from './billing-rules-form';
import { PropertySelect } from './property-select';
import { useSelectedProperty } from './use-selected-property';
import './billing.css';

/** /admin/settings/billing: Settings → a property's Billing tab (issue 20, item 1). */
export function BillingSettingsPage() {
  const { properties, list, property, select } = useSelectedProperty();
  const rules = useBillingRules(property?.id ?? null);

  return (
    <div className="page billing-page">
      <title>Billing rules · Pango</title>
      <div className="page__header">
        <h1>Billing</h1>
        <p className="muted">
          Rent due day, late fees and the charges each tenant of a property pays every month.
        </p>
      </div>
      <nav aria-label="Settings sections" className="billing-tabs">
        <Link to="/admin/settings">Account</Link>
        <span aria-current="page">Billing</span>
        <Link to="/admin/meter-readings">Meter readings</Link>
        <Link to="/admin/settings/import">Import</Link>
      </nav>
      {properties.isPending ? (
        <Spinner label="Loading properties..." />
      ) : properties.isError ? (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void properties.refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load your properties.
        </Alert>
      ) : list.length === 0 || !property ? (
        <Card>
          <p>Add a property first: billing rules belong to a property.</p>
          <Link className="btn btn--primary" to="/admin/add-property">
            Create New Property
          </Link>
        </Card>
      ) : (
        <>
          <PropertySelect properties={list} value={property.id} onChange={select} />
          <Card className="billing-card">
            {rules.data ? (
              // A new key per property resets the form to that property's saved rules; after a
              // save the form keeps what was typed, which is what was saved.
              <BillingRulesForm key={property.id} rules={rules.data} />
            ) : rules.isError ? (
              <Alert
                action={
                  <Button variant="secondary" size="sm" onClick={() => void rules.refetch()}>
                    Retry
                  </Button>
                }
              >
                Failed to load the billing rules.
              </Alert>
            ) : (
              <Spinner label="Loading billing rules..." />
            )}
          </Card>
        </>
      )}
    </div>
  );
}
