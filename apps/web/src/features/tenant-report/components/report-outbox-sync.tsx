import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSession } from '@/lib/session';
import { invalidate } from '@/lib/queries/invalidate';
import { createReportInvalidates } from '../api/create-report';
import { flushReportOutbox } from '../api/report-outbox';

/**
 * Mounted by the tenant area (lazily, after its first render): sends the reports kept on the
 * device at start-up and whenever the connection returns, wherever the tenant is in the app.
 */
export default function ReportOutboxSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const flush = () => {
      const userId = getSession().user?.id;
      if (!userId || !navigator.onLine) return;
      void flushReportOutbox(userId).then((outcomes) => {
        if (outcomes.some((o) => o.outcome === 'sent'))
          void invalidate(queryClient, createReportInvalidates);
      });
    };
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [queryClient]);
  return null;
}
