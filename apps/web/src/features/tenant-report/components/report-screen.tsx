import { TERMS_VERSION, type CreateReportInput } from '@pango/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast/use-toast';
import { createReportInvalidates } from '../api/create-report';
import {
  flushReportOutbox,
  isOffline,
  newIdempotencyKey,
  queueReport,
  removeQueuedReport,
  sendReport,
} from '../api/report-outbox';
import { invalidate } from '@/lib/queries/invalidate';
import { meQuery } from '@/lib/queries/me';
import { useMessageText } from '@/lib/i18n/message-texts';
import { REDIRECT_AFTER_REPORT_MS, TERMS_PROMPT_DELAY_MS } from '../messages';
import { useReportTexts } from '../texts';
import { ReportForm, type ReportFields } from './report-form';
import { submitErrorLines } from './submit-error';
import { TenantInfoCard } from './tenant-info-card';
import { TermsDialog } from './terms-dialog';
import '../tenant-report.css';

/** /tenant/report: terms first, then a maintenance report for the tenant's own unit (seed 002). */
export function ReportScreen() {
  const t = useReportTexts();
  const navigate = useNavigate();
  const toast = useToast();
  // Read fresh: a unit assigned since sign-in must count (seed 002 section 7).
  const tenantInfo = useQuery({ ...meQuery(), staleTime: 0 });
  const queryClient = useQueryClient();
  const [isSending, setIsSending] = useState(false);
  // The key of the report kept on the device until the connection returns (ADR 043).
  const [queuedKey, setQueuedKey] = useState<string | null>(null);
  // Acceptance lasts for this visit; the server records it (version and time) with the report.
  const [isAccepted, setIsAccepted] = useState(false);
  const [isTermsOpen, setIsTermsOpen] = useState(false);
  const [errorLines, setErrorLines] = useState<string[]>([]);
  const messageText = useMessageText();
  // A line is a message or "field: message" (submitErrorLines); the message in the reader's language.
  const lineText = (line: string) =>
    line.replace(
      /^(\w+: )?([\s\S]*)$/,
      (_, field = '', message: string) => field + messageText(message),
    );
  const [isSubmitted, setIsSubmitted] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setIsTermsOpen(true), TERMS_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (tenantInfo.isError) toast.error(t('loadFailed'));
  }, [tenantInfo.isError, toast, t]);

  useEffect(() => {
    if (!isSubmitted) return;
    const timer = setTimeout(() => navigate('/tenant'), REDIRECT_AFTER_REPORT_MS);
    return () => clearTimeout(timer);
  }, [isSubmitted, navigate]);

  const userId = tenantInfo.data?.id;
  useEffect(() => {
    if (!queuedKey || userId === undefined) return;
    const flush = () => {
      void flushReportOutbox(userId).then((outcomes) => {
        const mine = outcomes.find((o) => o.key === queuedKey);
        if (!mine) return;
        setQueuedKey(null);
        if (mine.outcome === 'sent') {
          void invalidate(queryClient, createReportInvalidates);
          setIsSubmitted(true);
        } else setErrorLines(submitErrorLines(mine.error));
      });
    };
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [queuedKey, userId, queryClient]);

  const unit = tenantInfo.data?.current_unit ?? null;
  const isReady = isAccepted && tenantInfo.isSuccess && unit !== null;

  const submit = async (fields: ReportFields): Promise<boolean> => {
    setErrorLines([]);
    if (!isAccepted) {
      setErrorLines([t('acceptTermsFirst')]);
      return false;
    }
    if (!unit) {
      setErrorLines([t('unitRequired')]);
      return false;
    }
    const input: CreateReportInput = {
      ...fields,
      unit: unit.id,
      terms_version: TERMS_VERSION,
      terms_accepted: true,
    };
    // One key per press of Submit: the kept copy and every later send carry it.
    const key = newIdempotencyKey();
    const keep = () => {
      if (tenantInfo.data)
        queueReport({ key, userId: tenantInfo.data.id, input, queuedAt: new Date().toISOString() });
      setQueuedKey(key);
      return true;
    };
    if (!navigator.onLine) return keep();
    setIsSending(true);
    try {
      await sendReport(input, key);
      void invalidate(queryClient, createReportInvalidates);
      setIsSubmitted(true);
      return true;
    } catch (error) {
      if (isOffline(error)) return keep();
      setErrorLines(submitErrorLines(error));
      return false;
    } finally {
      setIsSending(false);
    }
  };

  const cancelQueued = () => {
    if (queuedKey) removeQueuedReport(queuedKey);
    setQueuedKey(null);
  };

  const openTerms = () => setIsTermsOpen(true);
  const closeTerms = useCallback(() => setIsTermsOpen(false), []);
  const accept = () => {
    setIsAccepted(true);
    setIsTermsOpen(false);
  };

  return (
    <div className="report-screen">
      <title>{t('title')}</title>
      <header className="report-screen__header">
        <h1 className="report-screen__title">{t('heading')}</h1>
        <p className="report-screen__subtitle">{t('subtitle')}</p>
      </header>

      {isAccepted ? (
        <p className="report-screen__terms-link">
          <button type="button" className="link-button" onClick={openTerms}>
            {t('terms.again')}
          </button>
        </p>
      ) : (
        <Alert tone="warning">
          {t('terms.mustAccept')}{' '}
          <button type="button" className="link-button" onClick={openTerms}>
            {t('terms.read')}
          </button>
        </Alert>
      )}

      <TenantInfoCard tenant={tenantInfo.data} isLoading={tenantInfo.isPending} />

      {isSubmitted && <Alert tone="success">{t('submitted')}</Alert>}
      {queuedKey && (
        <Alert tone="warning">
          <p>{t('queuedOffline')}</p>
          <button type="button" className="link-button" onClick={cancelQueued}>
            {t('cancelQueued')}
          </button>
        </Alert>
      )}
      {errorLines.length > 0 && (
        <Alert tone="error">
          {errorLines.map((line) => (
            <p key={line}>{lineText(line)}</p>
          ))}
        </Alert>
      )}

      <Card>
        <ReportForm
          isDisabled={!isReady || isSubmitted || queuedKey !== null}
          isBusy={isSending}
          onSubmit={submit}
          onCancel={() => navigate('/tenant')}
        />
      </Card>

      <p className="report-screen__reminder">{t('reminder')}</p>

      <TermsDialog
        isOpen={isTermsOpen}
        isAccepted={isAccepted}
        onAccept={accept}
        onClose={closeTerms}
      />
    </div>
  );
}
