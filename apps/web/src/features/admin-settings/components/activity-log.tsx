import { AUDIT_LOG_MESSAGES as TEXT, formatDate, type AuditLogEntry } from '@pango/shared';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuditLog, useAuditLogFollowsChanges } from '../api/get-audit-log';
import { describeValue, entityLabel, timeOfDay } from '../utils/describe-change';
import './activity-log.css';

function Detail({ term, value }: { term: string; value: string | null }) {
  if (value === null) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

function ActivityItem({ entry }: { entry: AuditLogEntry }) {
  const target = entry.target.id
    ? `${entityLabel(entry.target.entity_type)} #${entry.target.id}`
    : entityLabel(entry.target.entity_type);
  const origin = [entry.ip, entry.user_agent].filter(Boolean).join(' · ') || null;
  return (
    <li className="activity-log__item">
      <p className="activity-log__head">
        <strong>{entry.action_label}</strong>
        <time dateTime={entry.created_at}>
          {`${formatDate(entry.created_at)}, ${timeOfDay(entry.created_at)}`}
        </time>
      </p>
      <p className="activity-log__who">{`${entry.actor} · ${target}`}</p>
      <dl className="activity-log__details">
        <Detail term={TEXT.before} value={describeValue(entry.before)} />
        <Detail term={TEXT.after} value={describeValue(entry.after)} />
        <Detail term={TEXT.from} value={origin} />
      </dl>
    </li>
  );
}

/** Settings: what was done on the landlord's account, newest first, 25 at a time. */
export function ActivityLog() {
  const titleId = useId();
  const log = useAuditLog();
  useAuditLogFollowsChanges();
  const entries = log.data?.pages.flatMap((page) => page.results) ?? [];
  const retry = (action: () => unknown) => (
    <Button
      variant="secondary"
      size="sm"
      aria-label={TEXT.retry}
      isBusy={log.isFetching}
      onClick={() => void action()}
    >
      Retry
    </Button>
  );

  return (
    <Card className="settings-card activity-log" role="region" aria-labelledby={titleId}>
      <h2 id={titleId}>{TEXT.title}</h2>
      <p className="muted">{TEXT.intro}</p>
      {log.isPending ? (
        <Spinner label={TEXT.loading} />
      ) : log.isError && entries.length === 0 ? (
        <Alert action={retry(log.refetch)}>{TEXT.loadFailed}</Alert>
      ) : entries.length === 0 ? (
        <p className="muted">{TEXT.empty}</p>
      ) : (
        <ul className="activity-log__list" aria-labelledby={titleId}>
          {entries.map((entry) => (
            <ActivityItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {log.isFetchNextPageError ? (
        <Alert action={retry(log.fetchNextPage)}>{TEXT.loadFailed}</Alert>
      ) : (
        log.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            className="activity-log__more"
            isBusy={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {TEXT.loadMore}
          </Button>
        )
      )}
    </Card>
  );
}
