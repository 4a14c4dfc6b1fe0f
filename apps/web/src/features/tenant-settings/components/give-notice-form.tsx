import {
  earliestMoveOutDate,
  GiveNoticeSchema,
  moveOutDateProblem,
  nairobiDate,
  NOTICE_MESSAGES,
  TENANT_PORTAL_MESSAGES,
  type TenancySummary,
} from '@pango/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useMessageText } from '@/lib/i18n/message-texts';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';
import { useGiveNotice } from '../api/give-notice';
import { useSettingsTexts } from '../texts';

type FormInput = z.input<typeof GiveNoticeSchema>;
type FormOutput = z.output<typeof GiveNoticeSchema>;

const TITLE_ID = 'tenant-give-notice-title';

/**
 * Give Notice (issue 18): the move-out date, at least the property's notice period ahead. The
 * rule is checked here for a quick answer and again by the API, whose field error is shown as is.
 */
export function GiveNoticeForm({ tenancy }: { tenancy: TenancySummary | null }) {
  const t = useSettingsTexts();
  const messageText = useMessageText();
  if (!tenancy)
    return (
      <section aria-labelledby={TITLE_ID} className="tenant-settings__form">
        <h2 id={TITLE_ID}>{t('notice.title')}</h2>
        <p className="muted">{messageText(NOTICE_MESSAGES.noTenancy)}</p>
      </section>
    );
  return <NoticeForm tenancy={tenancy} />;
}

function NoticeForm({ tenancy }: { tenancy: TenancySummary }) {
  const t = useSettingsTexts();
  const messageText = useMessageText();
  const give = useGiveNotice();
  // Days are Nairobi's, as the API counts them, whatever the phone's time zone.
  const today = nairobiDate(new Date());
  const earliest = earliestMoveOutDate(today, tenancy.notice_period_days);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(GiveNoticeSchema),
    defaultValues: { move_out_date: tenancy.notice_move_out_date ?? '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (give.isPending) return;
    const problem = moveOutDateProblem(values.move_out_date, today, tenancy.notice_period_days);
    if (problem) {
      setError('move_out_date', { message: problem });
      return;
    }
    give.mutate(values, {
      onError: (error) => {
        const message = serverFieldErrors(error).move_out_date;
        if (message) setError('move_out_date', { message });
      },
    });
  });

  const onNotice = tenancy.status === 'notice' && tenancy.notice_move_out_date;
  const fieldError = Boolean(serverFieldErrors(give.error).move_out_date);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={TITLE_ID}
      className="tenant-settings__form"
    >
      <h2 id={TITLE_ID}>{t('notice.title')}</h2>
      {give.isSuccess ? (
        <Alert tone="success">{NOTICE_MESSAGES.noticeGiven(give.data.notice_move_out_date!)}</Alert>
      ) : (
        onNotice && <Alert tone="info">{NOTICE_MESSAGES.onNotice(onNotice)}</Alert>
      )}
      <p className="muted">
        {messageText(
          onNotice
            ? NOTICE_MESSAGES.changeDateHint
            : NOTICE_MESSAGES.noticePeriodHint(tenancy.notice_period_days, earliest),
        )}
      </p>
      <TextField
        label={t('notice.moveOutDate')}
        type="date"
        min={earliest}
        error={errors.move_out_date?.message}
        {...register('move_out_date')}
      />
      {give.isError && !fieldError && (
        <Alert>
          {serverMessage(
            give.error,
            NOTICE_MESSAGES.noticeFailed,
            TENANT_PORTAL_MESSAGES.networkError,
          )}
        </Alert>
      )}
      <Button type="submit" isBusy={give.isPending}>
        {give.isPending ? t('saving') : onNotice ? t('notice.change') : t('notice.give')}
      </Button>
    </form>
  );
}
