import { C2bAssignSchema, C2bDismissSchema, type C2bUnmatched } from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast/use-toast';
import { fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { activeTenantsQuery } from '@/lib/queries/active-tenants';
import { useResolveUnmatched } from '@/lib/queries/mpesa-c2b';
import { serverMessage } from '@/lib/server-message';
import { PAYMENTS_TEXT } from '../messages';
import { receivedAmount } from '../utils/received-amount';

type Props = { payment: C2bUnmatched; onClose: () => void };

const summary = (p: C2bUnmatched) =>
  `${receivedAmount(p)} from ${p.first_name || 'an unnamed payer'}, account "${p.bill_ref_number || '—'}" (${p.trans_id}).`;

/** Assign: the tenant picker lists the matcher's suggestions first, then every current tenant. */
export function AssignPaymentDialog({ payment, onClose }: Props) {
  const toast = useToast();
  const resolve = useResolveUnmatched();
  const tenants = useQuery(activeTenantsQuery(null));
  const [tenantId, setTenantId] = useState(
    payment.suggested_tenants[0] ? String(payment.suggested_tenants[0].tenant_id) : '',
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const suggestedIds = new Set(payment.suggested_tenants.map((s) => s.tenant_id));
  const others = (tenants.data?.results ?? []).filter((t) => !suggestedIds.has(t.id));
  const submit = () => {
    setError(null);
    const parsed = C2bAssignSchema.safeParse({ tenant_id: tenantId });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    resolve.mutate(
      { kind: 'assign', id: payment.id, body: parsed.data },
      {
        onSuccess: (reply) => {
          toast.success(reply.detail);
          onClose();
        },
        onError: (cause) => setError(serverMessage(cause, PAYMENTS_TEXT.assignFailed)),
      },
    );
  };
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Assign to a tenant"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} isBusy={resolve.isPending}>
            Assign
          </Button>
        </>
      }
    >
      <p>{summary(payment)}</p>
      <Field label="Tenant" error={errors.tenant_id}>
        {(control) => (
          <select
            className="field__input"
            value={tenantId}
            onChange={(event) => setTenantId(event.target.value)}
            {...control}
          >
            <option value="">Choose a tenant</option>
            {payment.suggested_tenants.length > 0 && (
              <optgroup label="Suggested">
                {payment.suggested_tenants.map((s) => (
                  <option key={s.tenant_id} value={s.tenant_id}>
                    {s.tenant_name} · Unit {s.unit_number}, {s.property_name}
                  </option>
                ))}
              </optgroup>
            )}
            {others.length > 0 && (
              <optgroup label="All tenants">
                {others.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.full_name}
                    {t.unit ? ` · Unit ${t.unit.unit_number}, ${t.unit.property_name}` : ''}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        )}
      </Field>
      {tenants.isError && (
        <Alert>Failed to load your tenants: only the suggestions are listed.</Alert>
      )}
      {error && <Alert>{error}</Alert>}
    </Dialog>
  );
}

/** "Not rent" (or, for a rejected one, "Dismiss"): kept with the landlord's note, credited to nobody. */
export function DismissPaymentDialog({ payment, onClose }: Props) {
  const toast = useToast();
  const resolve = useResolveUnmatched();
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    setError(null);
    const parsed = C2bDismissSchema.safeParse({ note });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    resolve.mutate(
      { kind: 'dismiss', id: payment.id, body: parsed.data },
      {
        onSuccess: (reply) => {
          toast.success(reply.detail);
          onClose();
        },
        onError: (cause) => setError(serverMessage(cause, PAYMENTS_TEXT.dismissFailed)),
      },
    );
  };
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={payment.status === 'rejected' ? 'Dismiss payment' : 'Not rent'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} isBusy={resolve.isPending}>
            {payment.status === 'rejected' ? 'Dismiss' : 'Mark as not rent'}
          </Button>
        </>
      }
    >
      <p>{summary(payment)}</p>
      <Field label="Note" hint="What this payment was for" error={errors.note}>
        {(control) => (
          <textarea
            className="field__input"
            rows={3}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            {...control}
          />
        )}
      </Field>
      {error && <Alert>{error}</Alert>}
    </Dialog>
  );
}
