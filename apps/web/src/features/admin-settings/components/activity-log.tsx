import {
  AUDIT_LOG_MESSAGES as TEXT,
  AUDIT_LOG_PAGE_SIZE,
  formatDate,
  summariseUserAgent,
  TEAM_ROLE_LABELS,
  type AuditLogEntry,
} from '@pango/shared';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { usePermission } from '@/lib/permissions';
import { useTeam } from '@/lib/queries/team';
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

/** A team member's entry names them and their role (issue 23 item 4); the owner's, the name. */
const actorOf = (entry: AuditLogEntry) =>
  entry.actor_role && entry.actor_role !== 'owner'
    ? `${entry.actor} (${TEAM_ROLE_LABELS[entry.actor_role]})`
    : entry.actor;

function ActivityItem({ entry }: { entry: AuditLogEntry }) {
  const target = entry.target.id
    ? `${entityLabel(entry.target.entity_type)} #${entry.target.id}`
    : entityLabel(entry.target.entity_type);
  // "Chrome on Android" on one line at 360 px; the raw header and the address are behind Details
  // (an address alone, with no header to summarise, stays in view).
  const origin = summariseUserAgent(entry.user_agent) ?? entry.ip;
  return (
    <li className="activity-log__item">
      <p className="activity-log__head">
        <strong>{entry.action_label}</strong>
        <time dateTime={entry.created_at}>
          {`${formatDate(entry.created_at)}, ${timeOfDay(entry.created_at)}`}
        </time>
      </p>
      <p className="activity-log__who">{`${actorOf(entry)} · ${target}`}</p>
      <dl className="activity-log__details">
        <Detail term={TEXT.before} value={describeValue(entry.before)} />
        <Detail term={TEXT.after} value={describeValue(entry.after)} />
        <Detail term={TEXT.from} value={origin} />
      </dl>
      {entry.user_agent && (
        <details className="activity-log__more">
          <summary>{TEXT.details}</summary>
          <dl className="activity-log__details">
            <Detail term={TEXT.userAgent} value={entry.user_agent} />
            <Detail term={TEXT.ip} value={entry.ip} />
          </dl>
        </details>
      )}
    </li>
  );
}

/** Settings: what was done on the landlord's account, newest first, one server page at a time. */
export function ActivityLog() {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [memberId, setMemberId] = useState<number | null>(null);
  const log = useAuditLog(page, memberId);
  // The member filter lists the team, which only the owner reads (Settings → Team).
  const team = useTeam(usePermission('team.manage'));
  const members = team.data?.members ?? [];
  useAuditLogFollowsChanges();
  const entries = log.data?.results ?? [];
  // At least the page asked for, so a page that failed to load can still be left with Previous.
  const pageCount = Math.max(page, Math.ceil((log.data?.count ?? 0) / AUDIT_LOG_PAGE_SIZE));

  return (
    <Card className="settings-card activity-log" role="region" aria-labelledby={titleId}>
      <h2 id={titleId}>{TEXT.title}</h2>
      <p className="muted">{TEXT.intro}</p>
      {members.length > 0 && (
        <SelectField
          label="Member"
          value={memberId ?? ''}
          onChange={(value) => {
            setMemberId(value ? Number(value) : null);
            setPage(1);
          }}
          placeholder="Everyone"
          options={members.map((member) => ({
            value: member.id,
            label: `${member.name} (${TEAM_ROLE_LABELS[member.role]})`,
          }))}
        />
      )}
      {log.isPending ? (
        <Spinner label={TEXT.loading} />
      ) : log.isError && !log.isPlaceholderData ? (
        <Alert
          action={
            <Button
              variant="secondary"
              size="sm"
              aria-label={TEXT.retry}
              isBusy={log.isFetching}
              onClick={() => void log.refetch()}
            >
              Retry
            </Button>
          }
        >
          {TEXT.loadFailed}
        </Alert>
      ) : entries.length === 0 ? (
        <p className="muted">{TEXT.empty}</p>
      ) : (
        <ul
          className="activity-log__list"
          aria-labelledby={titleId}
          aria-busy={log.isPlaceholderData || undefined}
        >
          {entries.map((entry) => (
            <ActivityItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <Pagination
        label={TEXT.pagination}
        page={page}
        pageCount={pageCount}
        isBusy={log.isPlaceholderData}
        onChange={setPage}
      />
    </Card>
  );
}
