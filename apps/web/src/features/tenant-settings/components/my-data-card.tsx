import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { downloadFile } from '@/lib/file-download';
import { useSettingsTexts } from '../texts';

/**
 * "Your Data" (issue 22: the Data Protection Act's rights of access and portability): one zip of
 * everything Pango holds about the tenant, built by the server from their own records.
 */
export function MyDataCard() {
  const t = useSettingsTexts();
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
      setError(t('myData.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="tenant-settings__card" role="region" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('myData.title')}</h2>
      <p className="muted">{t('myData.intro')}</p>
      <Button variant="secondary" onClick={() => void download()} isBusy={busy}>
        {t('myData.download')}
      </Button>
      {saved && (
        <p role="status" className="muted">
          {t('myData.saved', { file: saved })}
        </p>
      )}
      {error && <Alert>{error}</Alert>}
    </Card>
  );
}
