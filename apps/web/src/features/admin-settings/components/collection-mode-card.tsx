import {
  COLLECTION_MODE_LABELS,
  COLLECTION_MODES,
  PAYOUT_MESSAGES,
  type CollectionMode,
  type CollectionSettings,
} from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Field } from '@/components/ui/field';
import { collectionSettingsQuery, useSaveCollectionSettings } from '@/lib/queries/payouts';
import { serverMessage } from '@/lib/server-message';

const OPTIONS = COLLECTION_MODES.map((value) => ({ value, label: COLLECTION_MODE_LABELS[value] }));

/** "Where rent lands" (issue 19 item 9): collected by Pango (default) or the landlord's own M-Pesa. */
export function CollectionModeCard() {
  const settings = useQuery(collectionSettingsQuery());
  return (
    <Card className="settings-card" aria-labelledby="collection-mode-title">
      <h2 id="collection-mode-title">{PAYOUT_MESSAGES.settingTitle}</h2>
      {settings.data ? (
        <CollectionModeForm saved={settings.data} />
      ) : settings.isError ? (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load where rent lands.
        </Alert>
      ) : (
        <Spinner label="Loading where rent lands..." />
      )}
    </Card>
  );
}

function feeText(bp: number): string {
  if (bp === 0) return 'Pango charges no fee on what it collects.';
  return `Pango keeps ${(bp / 100).toLocaleString('en-KE')} % of what it collects (rounded down to the shilling).`;
}

function CollectionModeForm({ saved }: { saved: CollectionSettings }) {
  const save = useSaveCollectionSettings();
  const [mode, setMode] = useState<CollectionMode>(saved.collection_mode);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate({ collection_mode: mode });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="settings-form">
      <p className="muted">
        Collected by Pango: M-Pesa prompts and card payments for rent and deposits land in
        Pango&rsquo;s account and Pango pays them out to you. {feeText(saved.platform_fee_bp)} Your
        own M-Pesa: they land in your paybill or till.
      </p>
      <Field label="Payments land in">
        {(control) => (
          <select
            className="field__input"
            value={mode}
            onChange={(event) => setMode(event.target.value as CollectionMode)}
            {...control}
          >
            {OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {save.isError && (
        <Alert>{serverMessage(save.error, 'Failed to save. Please try again.')}</Alert>
      )}
      {save.isSuccess && (
        <p role="status" className="muted">
          {PAYOUT_MESSAGES.saved}
        </p>
      )}
      <Button type="submit" isBusy={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save'}
      </Button>
      <Link className="btn btn--secondary" to="/admin/payments/collected">
        See what Pango collected for you
      </Link>
    </form>
  );
}
