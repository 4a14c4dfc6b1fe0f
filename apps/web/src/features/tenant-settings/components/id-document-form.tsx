import { idDocumentError, TENANT_PORTAL_MESSAGES } from '@pango/shared';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useIdDocument, useUploadIdDocument, type StoredIdDocument } from '../api/id-document';
import { formatBytes } from '../utils/format-bytes';
import { TENANT_SETTINGS_MESSAGES } from '../utils/messages';
import { serverMessage } from '@/lib/server-message';
import { useSettingsTexts } from '../texts';
import { useCommonTexts } from '@/lib/i18n/common-texts';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

// A minute is ample for the new tab to load the file before its URL is released.
const VIEW_URL_LIFETIME_MS = 60_000;

/** Opens the file in a new tab from its blob: the file needs the bearer token a link lacks. */
function viewDocument(blob: Blob) {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), VIEW_URL_LIFETIME_MS);
}

function CurrentDocument({ document }: { document: StoredIdDocument }) {
  const t = useSettingsTexts();
  return (
    <div className="tenant-settings__document">
      <p>
        <span className="visually-hidden">{t('idDocument.current')}</span>
        <strong>{document.name}</strong>{' '}
        <span className="muted">({formatBytes(document.size)})</span>
      </p>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('idDocument.viewName', { name: document.name })}
        onClick={() => viewDocument(document.blob)}
      >
        {t('idDocument.view')}
      </Button>
    </div>
  );
}

/** ID Document: PDF, JPEG, JPG or PNG up to 5 MB, uploaded as multipart; replaces the old one. */
export function IdDocumentForm({ userId }: { userId: number }) {
  const t = useSettingsTexts();
  const common = useCommonTexts();
  const current = useIdDocument(userId);
  const upload = useUploadIdDocument(userId);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const choose = (chosen: File | null) => {
    upload.reset();
    setFile(chosen);
    setFileError(chosen ? idDocumentError(chosen) : null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const problem = file ? idDocumentError(file) : TENANT_SETTINGS_MESSAGES.selectDocument;
    setFileError(problem);
    if (problem || !file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        if (input.current) input.current.value = '';
      },
    });
  };

  const errorId = fileError ? 'tenant-id-document-error' : undefined;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="tenant-id-title"
      className="tenant-settings__form"
    >
      <h2 id="tenant-id-title">{t('idDocument.title')}</h2>
      {current.isPending ? (
        <Spinner label={t('idDocument.loading')} />
      ) : current.isError ? (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void current.refetch()}>
              {common('retry')}
            </Button>
          }
        >
          {t('idDocument.loadFailed')}
        </Alert>
      ) : current.data ? (
        <CurrentDocument document={current.data} />
      ) : (
        <p className="muted">{t('idDocument.none')}</p>
      )}
      <div className="field">
        <label className="field__label" htmlFor="tenant-id-document">
          {current.data ? t('idDocument.replace') : t('idDocument.upload')}
        </label>
        <input
          ref={input}
          id="tenant-id-document"
          type="file"
          accept={ACCEPT}
          className="field__input tenant-settings__file"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={['tenant-id-document-hint', errorId].filter(Boolean).join(' ')}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <p id="tenant-id-document-hint" className="field__hint">
          {t('idDocument.hint')}
        </p>
        {fileError && (
          <p id={errorId} className="field__error">
            {fileError}
          </p>
        )}
      </div>
      {upload.isSuccess && (
        <Alert tone="success">{TENANT_SETTINGS_MESSAGES.documentUploaded}</Alert>
      )}
      {upload.isError && (
        <Alert>
          {serverMessage(
            upload.error,
            TENANT_SETTINGS_MESSAGES.uploadFailed,
            TENANT_PORTAL_MESSAGES.networkError,
          )}
        </Alert>
      )}
      <Button type="submit" isBusy={upload.isPending}>
        {upload.isPending ? t('idDocument.uploading') : t('idDocument.submit')}
      </Button>
    </form>
  );
}
