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
import { Table, type TableColumn } from '@/components/ui/table';
import { TextField } from '@/components/ui/text-field';
import { usePermission } from '@/lib/permissions';
import { useSetTenantKraPin } from '@/lib/queries/kra-mri';
import { MRI_TEXT } from '../messages';

/** One table per property: its tenants' PINs, rent received and tax. */
export function PropertyTables({ report }: { report: MriReport }) {
  const canEditPin = usePermission('tenants.manage');
  const columns: TableColumn<MriTenantRow>[] = [
    { key: 'name', header: 'Tenant', render: (t) => t.name },
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
  if (report.properties.length === 0)
    return <p className="payments-empty">{MRI_TEXT.noProperties}</p>;
  return (
    <>
      {report.properties.map((p) => (
        <Card key={p.property_id} className="mri-card">
          <Table
            caption={`${p.name}: ${formatKsh(p.gross_rent)} received, tax ${formatKsh(p.tax)}`}
            columns={columns}
            rows={p.tenants}
            rowKey={(t) => t.tenant_id}
          />
        </Card>
      ))}
    </>
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
