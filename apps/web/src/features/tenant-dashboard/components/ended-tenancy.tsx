import { balanceAfterLabel, TENANCY_RECORD_MESSAGES, type TenancyRecord } from '@pango/shared';
import en from '@pango/shared/i18n/web/en/ended-tenancy.json';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { fetchFile, saveBlob } from '@/lib/file-download';
import { useCommonTexts } from '@/lib/i18n/common-texts';
import { useFormat } from '@/lib/i18n/format';
import { useMessageText } from '@/lib/i18n/message-texts';
import { defineTexts, useTexts } from '@/lib/i18n/texts';
import { finalStatementPath, tenancyRecordQuery } from '@/lib/queries/tenancy-record';

// What a tenant whose tenancy ended sees on /tenant (issue 18 item 4): the settlement of their
// deposit and the final statement. Its own lazy chunk, loaded only for them (ADR 016's budget).

// English and Kiswahili (packages/shared/src/i18n/web, ADR 044), in this chunk, not the home's.
const endedTexts = defineTexts(en, {
  sw: () => import('@pango/shared/i18n/web/sw/ended-tenancy.json'),
});
export const ENDED_TEXTS = en;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Settlement({ record }: { record: TenancyRecord }) {
  const t = useTexts(endedTexts);
  const messageText = useMessageText();
  const format = useFormat();
  const formatKsh = format.ksh;
  const s = record.settlement;
  if (!s) return <p className="muted">{t('noSettlement')}</p>;
  const refund = record.refund;
  return (
    <>
      <dl className="tenant-dash__facts">
        <Fact label={t('depositHeld')} value={formatKsh(s.deposit_held)} />
        <Fact label={t('unpaidRent')} value={formatKsh(s.unpaid_rent)} />
        <Fact label={t('deductions')} value={formatKsh(s.deductions_total)} />
        <Fact label={t('refundDue')} value={formatKsh(s.refund_due)} />
        <Fact
          label={t('balanceAfter')}
          value={`${formatKsh(Math.abs(s.balance_after))} (${balanceAfterLabel(s.balance_after)})`}
        />
        <Fact
          label={t('refund')}
          value={
            refund
              ? `${t('refundPaid', { amount: formatKsh(refund.amount), date: format.date(refund.paid_on), method: refund.method })}${refund.reference ? ` (${refund.reference})` : ''}`
              : messageText(TENANCY_RECORD_MESSAGES.refundNotRecorded)
          }
        />
      </dl>
      {record.deductions.length > 0 && (
        <>
          <h3 id="td-deductions">{t('deductionsTitle')}</h3>
          <ul aria-labelledby="td-deductions">
            {record.deductions.map((d) => (
              <li key={d.id}>
                {d.reason}: {formatKsh(d.amount)}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** The ended tenancy's record with its final statement; `id` comes from the dashboard. */
export default function EndedTenancy({ id }: { id: number }) {
  const t = useTexts(endedTexts);
  const common = useCommonTexts();
  const format = useFormat();
  const record = useQuery(tenancyRecordQuery(id));
  const [isDownloading, setIsDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);

  async function download(data: TenancyRecord) {
    setIsDownloading(true);
    setDownloadFailed(false);
    try {
      const { blob, filename } = await fetchFile(finalStatementPath(id));
      saveBlob(blob, filename || `final-statement-${data.unit.unit_number}-${data.end_date}.pdf`);
    } catch {
      setDownloadFailed(true);
    } finally {
      setIsDownloading(false);
    }
  }

  if (record.isPending) return <Spinner label={t('loading')} />;
  if (record.isError)
    return (
      <Alert
        tone="error"
        action={
          <Button
            variant="secondary"
            size="sm"
            isBusy={record.isFetching}
            onClick={() => void record.refetch()}
          >
            {common('retry')}
          </Button>
        }
      >
        <p>{t('loadFailed')}</p>
      </Alert>
    );
  const data = record.data;
  return (
    <Card role="group" className="tenant-dash__card" aria-labelledby="td-ended">
      <h2 id="td-ended">{t('title')}</h2>
      <dl className="tenant-dash__facts">
        <Fact label={t('unit')} value={`${data.unit.unit_number}, ${data.unit.property_name}`} />
        <Fact label={t('startDate')} value={format.date(data.start_date)} />
        <Fact label={t('endDate')} value={format.date(data.end_date, '—')} />
      </dl>
      <Settlement record={data} />
      {downloadFailed && (
        <Alert tone="error">
          <p>{t('downloadFailed')}</p>
        </Alert>
      )}
      <Button isBusy={isDownloading} onClick={() => void download(data)}>
        {t('download')}
      </Button>
    </Card>
  );
}
