import type { TenantDocument } from '@pango/shared';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { fetchFile, saveBlob } from '@/lib/file-download';
import { TENANT_PROFILE_TEXT } from '../messages';
import { formatDate, formatSize } from '../utils/format';

type Preview = { document: TenantDocument; url: string | null; type: string; error: boolean };

type DocumentListProps = {
  documents: TenantDocument[];
  /** The zip of every document (Download All); null when there is none to ask for. */
  zipPath: string | null;
  /** The saved zip's name when the server sends none. */
  zipName: string;
};

/**
 * Documents with Preview (images and PDF inline, in a dialog), Download and Download All
 * (seed 001 section 2).
 */
export function DocumentList({ documents, zipPath, zipName }: DocumentListProps) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [isZipping, setIsZipping] = useState(false);
  const previewUrl = preview?.url;

  // The blob URL holds the file in memory until revoked: free it when the preview closes.
  useEffect(() => {
    return () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    };
  }, [previewUrl]);

  async function open(document: TenantDocument) {
    setPreview({ document, url: null, type: document.type, error: false });
    try {
      const { blob } = await fetchFile(document.url);
      const url = URL.createObjectURL(blob);
      setPreview((current) =>
        current?.document === document
          ? { document, url, type: blob.type || document.type, error: false }
          : current,
      );
    } catch {
      setPreview((current) =>
        current?.document === document ? { ...current, error: true } : current,
      );
    }
  }

  async function download(document: TenantDocument) {
    setDownloadError(null);
    try {
      const { blob, filename } = await fetchFile(document.url, { download: 1 });
      saveBlob(blob, filename || document.name);
    } catch {
      setDownloadError(TENANT_PROFILE_TEXT.previewFailed);
    }
  }

  async function downloadAll(path: string) {
    setDownloadError(null);
    setIsZipping(true);
    try {
      const { blob, filename } = await fetchFile(path);
      saveBlob(blob, filename || zipName);
    } catch {
      setDownloadError(TENANT_PROFILE_TEXT.zipFailed);
    } finally {
      setIsZipping(false);
    }
  }

  if (documents.length === 0)
    return <p className="tenant-profile__muted">No documents uploaded.</p>;
  return (
    <>
      {downloadError && <Alert>{downloadError}</Alert>}
      {zipPath && (
        <Button
          variant="secondary"
          className="tenant-documents__all"
          isBusy={isZipping}
          onClick={() => void downloadAll(zipPath)}
        >
          Download All
        </Button>
      )}
      <ul className="tenant-documents">
        {documents.map((document) => (
          <li key={document.url} className="tenant-document">
            <div>
              <p className="tenant-document__name">{document.name}</p>
              <p className="tenant-profile__muted">
                {formatSize(document.size)} · Uploaded {formatDate(document.uploaded_at)}
              </p>
            </div>
            <div className="tenant-document__actions">
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Preview ${document.name}`}
                onClick={() => void open(document)}
              >
                Preview
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Download ${document.name}`}
                onClick={() => void download(document)}
              >
                Download
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        isOpen={preview !== null}
        onClose={() => setPreview(null)}
        title={preview?.document.name ?? 'Document'}
        footer={
          preview && (
            <Button variant="secondary" onClick={() => void download(preview.document)}>
              Download
            </Button>
          )
        }
      >
        {preview?.error ? (
          <Alert>{TENANT_PROFILE_TEXT.previewFailed}</Alert>
        ) : !preview?.url ? (
          <Spinner label="Loading document" />
        ) : preview.type.startsWith('image/') ? (
          <img className="tenant-document__preview" src={preview.url} alt={preview.document.name} />
        ) : preview.type === 'application/pdf' ? (
          <iframe
            className="tenant-document__preview tenant-document__pdf"
            src={preview.url}
            title={preview.document.name}
          />
        ) : (
          <p>This file type cannot be shown here. Use Download to open it.</p>
        )}
      </Dialog>
    </>
  );
}
