import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { fetchFile } from '@/lib/file-download';
import { tenantIdDocumentPath } from '@/lib/queries/tenant-documents';
import { TENANT_TEXT } from '../messages';
import type { ApplicationRow } from '../types';

type Props = { application: ApplicationRow; onClose: () => void; onDownloadAll: () => void };
type Loaded = { url: string; type: string };

/** The documents viewer: the applicant's ID shown inline (image or PDF) from an authorised blob. */
export function DocumentsDialog({ application, onClose, onDownloadAll }: Props) {
  const [file, setFile] = useState<Loaded | null>(null);
  const [isFailed, setIsFailed] = useState(false);
  const hasDocument = application.has_id_document;

  useEffect(() => {
    if (!hasDocument) return;
    let url: string | null = null;
    let isCurrent = true;
    fetchFile(tenantIdDocumentPath(application.tenant_id))
      .then(({ blob }) => {
        if (!isCurrent) return;
        url = URL.createObjectURL(blob);
        setFile({ url, type: blob.type });
      })
      .catch((error: unknown) => {
        console.warn('[tenants] ID document failed', error);
        if (isCurrent) setIsFailed(true);
      });
    return () => {
      isCurrent = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [application.tenant_id, hasDocument]);

  const title = `ID document of ${application.tenant_name}`;
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Tenant Documents"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {hasDocument && <Button onClick={onDownloadAll}>Download All</Button>}
        </>
      }
    >
      <p>{application.tenant_name}: national ID</p>
      {!hasDocument && <Alert tone="info">{TENANT_TEXT.noDocument}</Alert>}
      {isFailed && <Alert>{TENANT_TEXT.documentFailed}</Alert>}
      {hasDocument && !file && !isFailed && <Spinner label="Loading document..." />}
      {file &&
        (file.type.startsWith('image/') ? (
          <img className="tm-document" src={file.url} alt={title} />
        ) : (
          <iframe className="tm-document tm-document--pdf" src={file.url} title={title} />
        ))}
    </Dialog>
  );
}
