import { ADMIN_MESSAGES, type OpenReport } from '@pango/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { BellIcon } from '@/components/ui/icons';
import { useDismissedNotifications } from '../hooks/use-dismissed-notifications';
import { useShellOpenReports } from '../hooks/use-open-report-count';
import { hasOpenReports, OpenReportsBadge } from './open-reports-badge';

/**
 * The bell and its dropdown (seed 001 section 2, Layout): refresh, Dismiss notifications, View all
 * reports, the open reports, and No notifications when there are none. A non-modal popover: Escape
 * or a click outside closes it and focus returns to the bell.
 */
export function NotificationBell() {
  const reports = useShellOpenReports();
  const count = reports.data?.count;
  const { isDismissed, dismiss } = useDismissedNotifications(count);
  const [isOpen, setIsOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const badgeId = useId();
  const shownCount = isDismissed ? 0 : count;
  const items = isDismissed ? [] : (reports.data?.results ?? []);

  useEffect(() => {
    if (!isOpen) return;
    panelRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) bellRef.current?.focus();
  };

  return (
    <div
      ref={wrapperRef}
      className="notification-bell admin-top-bar__bell"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <button
        ref={bellRef}
        type="button"
        className="icon-button"
        aria-label="Notifications"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-describedby={hasOpenReports(shownCount) ? badgeId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        <BellIcon />
      </button>
      {/* Beside the button, not inside it: its visible digits are not part of the name. */}
      <OpenReportsBadge
        id={badgeId}
        count={shownCount}
        className="icon-button__badge notification-bell__badge"
      />
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        hidden={!isOpen}
        className="notification-bell__panel"
      >
        <div className="notification-bell__header">
          <h2 id={titleId} className="notification-bell__title">
            Notifications
          </h2>
          <Button
            variant="ghost"
            size="sm"
            isBusy={reports.isFetching}
            onClick={() => void reports.refetch()}
          >
            Refresh
          </Button>
        </div>
        {reports.isPending ? (
          <p className="notification-bell__empty">Loading...</p>
        ) : items.length === 0 ? (
          <p className="notification-bell__empty">{ADMIN_MESSAGES.noNotifications}</p>
        ) : (
          <ul className="notification-bell__list">
            {items.map((report) => (
              <ReportItem key={report.id} report={report} onOpen={() => close(false)} />
            ))}
          </ul>
        )}
        <div className="notification-bell__footer">
          {items.length > 0 && (
            <Button variant="secondary" size="sm" onClick={dismiss}>
              Dismiss notifications
            </Button>
          )}
          <Link
            className="btn btn--primary btn--sm"
            to="/admin/reports"
            onClick={() => close(false)}
          >
            View all reports
          </Link>
        </div>
      </div>
    </div>
  );
}

function ReportItem({ report, onOpen }: { report: OpenReport; onOpen: () => void }) {
  const place = [report.property_name, report.unit_number && `Unit ${report.unit_number}`]
    .filter(Boolean)
    .join(' · ');
  return (
    <li>
      <Link className="notification-bell__item" to="/admin/reports" onClick={onOpen}>
        <span className="notification-bell__item-title">{report.title}</span>
        <span className="notification-bell__item-meta">
          {[place, report.tenant_name, `${report.priority} priority`].filter(Boolean).join(' · ')}
        </span>
      </Link>
    </li>
  );
}
