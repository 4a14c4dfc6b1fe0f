import {
  formatKsh,
  MRI_MESSAGES,
  normalizeKraPin,
  KRA_PIN_PATTERN,
  RENTAL_TYPE_LABELS,
  type MriCertificateRow,
  type MriReport,
  type MriTenantRow,
} from '@pango/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Table, type TableColumn } from '@/components/ui/table';
import { TextField } from '@/components/ui/text-field';
import { usePermission } from '@/lib/permissions';
import { useSetTenantKraPin, type MriTenantsView } from '@/lib/queries/kra-mri';
import { MRI_TEXT } from '../messages';

/** The month's residential rent per property: the sums the return is built from. */
export function PropertyTable({ report }: { report: MriReport }) {
  if (report.properties.length === 0)
    return <p className="payments-empty">{MRI_TEXT.noProperties}</p>;
  return (
    <Card className="mri-card">
      <Table
        caption={MRI_TEXT.byPropertyTitle}
        columns={[
          { key: 'name', header: 'Property', render: (p) => p.name },
          { key: 'tenants', header: 'Tenants', align: 'end', render: (p) => p.tenant_count },
          {
            key: 'gross',
            header: 'Gross rent',
            align: 'end',
            render: (p) => formatKsh(p.gross_rent),
          },
          { key: 'tax', header: 'Tax', align: 'end', render: (p) => formatKsh(p.tax) },
        ]}
        rows={report.properties}
        rowKey={(p) => p.property_id}
      />
    </Card>
  );
}

type TenantTableProps = {
  report: MriReport;
  view: MriTenantsView;
  onView: (view: MriTenantsView) => void;
  isFetching: boolean;
};

/** A page of the month's tenants (an agency has thousands), of all properties or one. */
export function TenantTable({ report, view, onView, isFetching }: TenantTableProps) {
  const canEditPin = usePermission('tenants.manage');
  const { tenants } = report;
  if (report.properties.length === 0) return null;
  const columns: TableColumn<MriTenantRow>[] = [
    { key: 'name', header: 'Tenant', render: (t) => t.name },
    { key: 'property', header: 'Property', render: (t) => t.property_name },
    {
      key: 'pin',
      header: 'KRA PIN',
      render: (t) =>
        canEditPin && t.tenant_id ? (
          <PinCell tenantId={t.tenant_id} name={t.name} pin={t.kra_pin} />
        ) : (
          (t.kra_pin ?? MRI_TEXT.pinMissing)
        ),
    },
    { key: 'gross', header: 'Gross rent', align: 'end', render: (t) => formatKsh(t.gross_rent) },
    { key: 'tax', header: 'Tax', align: 'end', render: (t) => formatKsh(t.tax) },
  ];
  return (
    <Card className="mri-card">
      <h2>{MRI_TEXT.tenantsTitle}</h2>
      {report.properties.length > 1 && (
        <SelectField
          label="Property"
          value={view.propertyId ?? ''}
          options={[
            { value: '', label: 'All properties' },
            ...report.properties.map((p) => ({ value: p.property_id, label: p.name })),
          ]}
          onChange={(value) => onView({ page: 1, propertyId: value === '' ? null : Number(value) })}
        />
      )}
      <Table
        caption={MRI_TEXT.tenantsCaption(tenants.count)}
        isCaptionHidden
        columns={columns}
        rows={tenants.results}
        rowKey={(t) => `${t.property_id}-${t.tenant_id}`}
        empty={MRI_TEXT.noProperties}
      />
      <Pagination
        label="Tenant pages"
        page={tenants.page}
        pageCount={Math.max(1, Math.ceil(tenants.count / Math.max(1, tenants.page_size)))}
        onChange={(page) => onView({ ...view, page })}
        isBusy={isFetching}
      />
    </Card>
  );
}

/** The tenant's PIN with a small form to add or correct it (the landlord's edit). */
function PinCell({ tenantId, name, pin }: { tenantId: number; name: string; pin: string | null }) {
  const [isEditing, setIsEditing] = useState(false);
  const [value, setValue] = useState(pin ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useSetTenantKraPin();
  function submit(event: FormEvent) {
    event.preventDefault();
    const normalized = normalizeKraPin(value);
    if (normalized !== '' && !KRA_PIN_PATTERN.test(normalized)) {
      setError(MRI_MESSAGES.invalidPin);
      return;
    }
    setError(undefined);
    save.mutate(
      { tenantId, kraPin: normalized === '' ? null : normalized },
      { onSuccess: () => setIsEditing(false) },
    );
  }
  if (!isEditing)
    return (
      <span className="mri-pin">
        {pin ?? MRI_TEXT.pinMissing}{' '}
        <Button variant="ghost" size="sm" onClick={() => setIsEditing(true)}>
          {pin ? `Edit PIN of ${name}` : `Add PIN of ${name}`}
        </Button>
      </span>
    );
  return (
    <form className="mri-pin__form" onSubmit={submit} noValidate>
      <TextField
        label={`KRA PIN of ${name}`}
        value={value}
        autoCapitalize="characters"
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      {save.isError && <Alert>{MRI_MESSAGES.invalidPin}</Alert>}
      <Button type="submit" size="sm" isBusy={save.isPending}>
        Save
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setIsEditing(false)}>
        Cancel
      </Button>
    </form>
  );
}

const certificateColumns: TableColumn<MriCertificateRow>[] = [
  { key: 'number', header: 'Certificate', render: (c) => c.certificate_number },
  { key: 'tenant', header: 'Tenant', render: (c) => c.tenant_name ?? '—' },
  { key: 'pin', header: 'KRA PIN', render: (c) => c.kra_pin ?? MRI_TEXT.pinMissing },
  { key: 'property', header: 'Property', render: (c) => c.property_name ?? '—' },
  { key: 'gross', header: 'Gross rent', align: 'end', render: (c) => formatKsh(c.gross_rent) },
  { key: 'withheld', header: 'Tax withheld', align: 'end', render: (c) => formatKsh(c.amount) },
];

export function WithheldTable({ report }: { report: MriReport }) {
  return (
    <Card className="mri-card">
      <h2>{MRI_TEXT.withheldTitle}</h2>
      <p className="muted">{MRI_TEXT.withheldIntro}</p>
      <Table
        caption={`${MRI_TEXT.withheldTitle}: ${formatKsh(report.withheld.gross)} gross, ${formatKsh(report.withheld.tax_withheld)} withheld`}
        isCaptionHidden
        columns={certificateColumns}
        rows={report.withheld.certificates}
        rowKey={(c) => c.payment_id}
        empty={MRI_TEXT.withheldEmpty}
      />
    </Card>
  );
}

export function ExcludedTable({ report }: { report: MriReport }) {
  if (report.excluded_properties.length === 0) return null;
  return (
    <Card className="mri-card">
      <Table
        caption={MRI_TEXT.excludedTitle}
        columns={[
          { key: 'name', header: 'Property', render: (p) => p.name },
          { key: 'type', header: 'Type', render: (p) => RENTAL_TYPE_LABELS[p.rental_type] },
          {
            key: 'gross',
            header: 'Rent received',
            align: 'end',
            render: (p) => formatKsh(p.gross_rent),
          },
        ]}
        rows={report.excluded_properties}
        rowKey={(p) => p.property_id}
      />
    </Card>
  );
}
