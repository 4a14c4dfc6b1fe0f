import type { TenantRow } from '@pango/shared';
import { Spinner } from '@/components/ui/spinner';

type RecipientsFieldProps = {
  sendToAll: boolean;
  onSendToAllChange: (sendToAll: boolean) => void;
  selected: number[];
  onSelectedChange: (ids: number[]) => void;
  tenants: TenantRow[] | undefined;
  /** How many active tenants match (the list shows at most one page of them). */
  total: number | undefined;
  isLoading: boolean;
  isError: boolean;
  error?: string;
};

/** All tenants, or a checkbox list of the landlord's active tenants. */
export function RecipientsField(props: RecipientsFieldProps) {
  const { sendToAll, onSendToAllChange, selected, onSelectedChange, tenants, error } = props;
  const chosen = new Set(selected);
  const toggle = (id: number) =>
    onSelectedChange(chosen.has(id) ? selected.filter((x) => x !== id) : [...selected, id]);

  return (
    <fieldset className="email-recipients">
      <legend className="field__label">Recipients</legend>
      <div className="email-recipients__modes">
        <label className="email-recipients__option">
          <input
            type="radio"
            name="email-recipients"
            checked={sendToAll}
            onChange={() => onSendToAllChange(true)}
          />
          All tenants
        </label>
        <label className="email-recipients__option">
          <input
            type="radio"
            name="email-recipients"
            checked={!sendToAll}
            onChange={() => onSendToAllChange(false)}
          />
          Selected tenants
        </label>
      </div>
      {sendToAll && props.total !== undefined && (
        <p className="muted" role="status">
          {props.total === 1
            ? '1 active tenant will receive this email.'
            : `${props.total} active tenants will receive this email.`}
        </p>
      )}
      {!sendToAll && (
        <fieldset
          className="email-recipients__list"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'email-tenants-error' : undefined}
        >
          <legend className="visually-hidden">Choose tenants</legend>
          {props.isLoading ? (
            <Spinner label="Loading tenants..." />
          ) : props.isError ? (
            <p className="field__error">Failed to load tenants.</p>
          ) : !tenants || tenants.length === 0 ? (
            <p className="muted">No active tenants.</p>
          ) : (
            tenants.map((tenant) => (
              <label key={tenant.id} className="email-recipients__option">
                <input
                  type="checkbox"
                  checked={chosen.has(tenant.id)}
                  onChange={() => toggle(tenant.id)}
                />
                <span>
                  {tenant.full_name}
                  {tenant.unit && <span className="muted"> · {tenant.unit.unit_number}</span>}
                </span>
              </label>
            ))
          )}
        </fieldset>
      )}
      {error && (
        <p id="email-tenants-error" className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
