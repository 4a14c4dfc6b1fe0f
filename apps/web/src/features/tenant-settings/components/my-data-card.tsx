import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { downloadFile } from '@/lib/file-download';

const FAILED = 'Could not prepare your data. Please try again.';

/**
 * "Your Data" (issue 22: the Data Protection Act's rights of access and portability): one zip of
 * everything Pango holds about the tenant, built by the server from their own records.
 */
export function MyDataCard() {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      setSaved(await downloadFile('/accounts/tenant/my-data/', {}, 'pango-my-data.zip'));
    } catch {
      setError(FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="tenant-settings__card" role="region" aria-labelledby={headingId}>
      <h2 id={headingId}>Your Data</h2>
      <p className="muted">
        Download a copy of everything Pango holds about you: your account, tenancies, payments, rent
        statement, reports, the messages sent to you and your ID document.
      </p>
      <Button variant="secondary" onClick={() => void download()} isBusy={busy}>
        Download my data
      </Button>
      {saved && (
        <p role="status" className="muted">
          Saved {saved}.
        </p>
      )}
      {error && <Alert>{error}</Alert>}
    </Card>
  );
}
