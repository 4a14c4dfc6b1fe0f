import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportPreview,
  type ImportResult,
} from '@pango/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { serverMessage } from '@/lib/server-message';
import { downloadImportTemplate, useCommitImport, usePreviewImport } from '../api/import-portfolio';
import { ImportPreviewTable } from './import-preview-table';
import './import.css';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function Counts({ preview }: { preview: ImportPreview }) {
  const { properties, units, tenants } = preview.creates;
  const errors = preview.rows.filter((row) => row.status === 'error').length;
  return (
    <p className="import-counts" aria-live="polite">
      Will create {properties === 1 ? '1 property' : `${properties} properties`},{' '}
      {plural(units, 'unit')} and {plural(tenants, 'tenant')}
      {errors > 0 ? `; ${plural(errors, 'row')} need${errors === 1 ? 's' : ''} a fix.` : '.'}
    </p>
  );
}

/** /admin/settings/import: Settings → Import (issue 21 item 1): template, upload, preview, import. */
export function ImportPage() {
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const previewer = usePreviewImport();
  const committer = useCommitImport();
  const preview = previewer.data;

  const onUpload = (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    setResult(null);
    committer.reset();
    if (!file) return setFileError(IMPORT_MESSAGES.fileRequired);
    if (file.size > IMPORT_LIMITS.maxBytes) return setFileError(IMPORT_MESSAGES.fileTooLarge);
    setFileError(null);
    previewer.mutate(file);
  };

  const onDownload = (format: 'xlsx' | 'csv') => {
    setDownloadError(null);
    downloadImportTemplate(format).catch(() =>
      setDownloadError('The template could not be downloaded. Please try again.'),
    );
  };

  const onCommit = () => {
    if (!preview) return;
    committer.mutate(preview.preview_id, { onSuccess: (done) => setResult(done) });
  };

  const uploadError =
    fileError ??
    (previewer.isError ? serverMessage(previewer.error, IMPORT_MESSAGES.fileUnreadable) : null);

  return (
    <div className="page import-page">
      <title>Import · Pango</title>
      <div className="page__header">
        <h1>Import</h1>
        <p className="muted">
          Bring your properties, units, tenants and balances from Excel or a CSV file in one go.
        </p>
      </div>
      <nav aria-label="Settings sections" className="settings-tabs">
        <Link to="/admin/settings">Account</Link>
        <Link to="/admin/settings/billing">Billing</Link>
        <span aria-current="page">Import</span>
      </nav>

      <Card className="import-card">
        <h2>1. Download the template</h2>
        <p>
          One row per unit. Leave the tenant columns empty for a vacant unit. Balance is what the
          tenant owes before this month&apos;s rent (negative if they paid ahead); this month&apos;s
          rent is charged as for any new tenancy. Tenants with an email get an invitation to choose
          a password.
        </p>
        <div className="import-actions">
          <Button variant="secondary" onClick={() => onDownload('xlsx')}>
            Download template (.xlsx)
          </Button>
          <Button variant="secondary" onClick={() => onDownload('csv')}>
            Download template (.csv)
          </Button>
        </div>
        {downloadError && <Alert>{downloadError}</Alert>}
      </Card>

      <Card className="import-card">
        <h2>2. Upload your file</h2>
        <form className="import-form" onSubmit={onUpload} noValidate>
          <label htmlFor={fileId}>Spreadsheet (.xlsx or .csv, up to 5 MB)</label>
          <input
            id={fileId}
            ref={fileInput}
            type="file"
            name="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-invalid={uploadError ? true : undefined}
            aria-describedby={uploadError ? `${fileId}-error` : undefined}
          />
          {uploadError && (
            <p id={`${fileId}-error`} className="field__error" role="alert">
              {uploadError}
            </p>
          )}
          <Button type="submit" isBusy={previewer.isPending}>
            Preview
          </Button>
        </form>
      </Card>

      {preview && (
        <Card className="import-card" aria-labelledby="import-preview-title">
          <h2 id="import-preview-title">3. Check and import</h2>
          <Counts preview={preview} />
          {preview.has_errors && <Alert tone="warning">{IMPORT_MESSAGES.previewHasErrors}</Alert>}
          <ImportPreviewTable preview={preview} />
          {result ? (
            <Alert tone="success">
              <p>{result.message}</p>
              <p>
                <Link to="/admin/dashboard">Go to the dashboard</Link>
              </p>
            </Alert>
          ) : (
            <>
              {committer.isError && (
                <Alert>{serverMessage(committer.error, IMPORT_MESSAGES.previewExpired)}</Alert>
              )}
              <Button onClick={onCommit} isBusy={committer.isPending} disabled={preview.has_errors}>
                Import
              </Button>
            </>
          )}
        </Card>
      )}
    </div>
  );
}
