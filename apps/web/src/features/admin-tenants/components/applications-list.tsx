import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast/use-toast';
import { fetchFile, saveBlob } from '@/lib/file-download';
import { applicationDocumentsZipPath } from '@/lib/queries/tenant-documents';
import { TENANT_TEXT } from '../messages';
import type { ApplicationRow } from '../types';
import { formatDate } from '../utils/format';
import { ApproveDialog, DeclineDialog } from './decision-dialogs';
import { DocumentsDialog } from './documents-dialog';
import { useSignupLink } from './signup-links';

type Open = { kind: 'approve' | 'decline' | 'documents'; application: ApplicationRow } | null;

function depositLabel(a: ApplicationRow): { label: string; tone: 'success' | 'warning' | 'info' } {
  if (!a.deposit_required) return { label: 'No deposit required', tone: 'info' };
  return a.deposit_paid
    ? { label: 'Deposit paid', tone: 'success' }
    : { label: 'Deposit not paid', tone: 'warning' };
}

/** The Recently Joined tab: pending applications with Approve, Decline and their documents. */
export function ApplicationsList({
  applications,
}: {
  applications: ReadonlyArray<ApplicationRow>;
}) {
  const [open, setOpen] = useState<Open>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const signup = useSignupLink();
  const toast = useToast();

  const downloadAll = async (application: ApplicationRow) => {
    setDownloading(application.id);
    try {
      const { blob, filename } = await fetchFile(applicationDocumentsZipPath(application.id));
      const safeName = application.tenant_name.replace(/[^\w-]+/g, '_');
      saveBlob(blob, filename || `${safeName}_documents.zip`);
    } catch (error) {
      console.warn('[tenants] documents zip failed', error);
      toast.error(TENANT_TEXT.downloadFailed);
    } finally {
      setDownloading(null);
    }
  };

  if (applications.length === 0) {
    return (
      <div className="tm-empty">
        <h2>{TENANT_TEXT.noApplications}</h2>
        <Button onClick={() => void signup.copy()}>Share Signup Link</Button>
      </div>
    );
  }

  return (
    <>
      <ul className="tm-applications" aria-label="Pending applications">
        {applications.map((a) => {
          const deposit = depositLabel(a);
          return (
            <li key={a.id}>
              <Card className="tm-application">
                <h2 className="tm-application__name">{a.tenant_name}</h2>
                <p className="tm-application__meta">Submitted {formatDate(a.applied_at)}</p>
                <dl className="tm-facts">
                  <dt>Email</dt>
                  <dd>{a.tenant_email}</dd>
                  <dt>Phone</dt>
                  <dd className="tm-facts__phone">{a.tenant_phone || '—'}</dd>
                  <dt>National ID</dt>
                  <dd>{a.tenant_national_id || '—'}</dd>
                  <dt>Emergency contact</dt>
                  <dd className="tm-facts__phone">{a.emergency_contact || '—'}</dd>
                  <dt>Room</dt>
                  <dd>
                    {a.unit_number} · {a.property_name}
                  </dd>
                </dl>
                <p className="tm-application__badges">
                  <Badge tone={deposit.tone}>{deposit.label}</Badge>
                  {a.already_living_in_property && (
                    <Badge tone="info">Already living in the property</Badge>
                  )}
                </p>
                <div className="tm-application__actions">
                  <Button size="sm" onClick={() => setOpen({ kind: 'approve', application: a })}>
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => setOpen({ kind: 'decline', application: a })}
                  >
                    Decline
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setOpen({ kind: 'documents', application: a })}
                  >
                    View Documents
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    isBusy={downloading === a.id}
                    disabled={!a.has_id_document}
                    onClick={() => void downloadAll(a)}
                  >
                    Download All
                  </Button>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      {open?.kind === 'approve' && (
        <ApproveDialog application={open.application} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'decline' && (
        <DeclineDialog application={open.application} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'documents' && (
        <DocumentsDialog
          application={open.application}
          onClose={() => setOpen(null)}
          onDownloadAll={() => void downloadAll(open.application)}
        />
      )}
    </>
  );
}
