import { useId } from 'react';
import { NavLink } from '@/components/ui/link';
import type { Permission } from '@pango/shared';
import { cx } from '@/lib/class-names';
import { usePermission } from '@/lib/permissions';
import { hasOpenReports, OpenReportsBadge } from './open-reports-badge';

type SidebarLink = {
  to: string;
  label: string;
  end?: boolean;
  showsOpenReports?: boolean;
  /** Issue 23: a team member sees only what their role may use. */
  needs?: Permission;
};

// Order and targets of seed 001 section 2 (Layout).
const LINKS: SidebarLink[] = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/dashboard', label: 'Dashboard', needs: 'money.read' },
  { to: '/admin/payments', label: 'Payments', needs: 'money.read' },
  { to: '/admin/payments/arrears', label: 'Arrears', needs: 'money.read' },
  { to: '/admin/payments/tax', label: 'KRA Tax', needs: 'money.read' },
  { to: '/admin/expenses', label: 'Expenses', needs: 'money.read' },
  { to: '/admin/owner-statement', label: 'Owner statement', needs: 'money.read' },
  { to: '/admin/tenants', label: 'Tenants' },
  { to: '/admin/reports', label: 'Reports', showsOpenReports: true },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/help', label: 'Help' },
];

type AdminSidebarProps = {
  id: string;
  isOpen: boolean;
  openReports: number | undefined;
  onNavigate: () => void;
};

export function AdminSidebar({ id, isOpen, openReports, onNavigate }: AdminSidebarProps) {
  const badgeId = useId();
  const seesMoney = usePermission('money.read');
  return (
    <nav
      id={id}
      aria-label="Admin"
      className={cx('admin-sidebar', isOpen && 'admin-sidebar--open')}
    >
      <ul className="admin-sidebar__list">
        {LINKS.filter((link) => !link.needs || seesMoney).map((link) => {
          const hasBadge = link.showsOpenReports && hasOpenReports(openReports);
          return (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className="admin-sidebar__link"
                aria-describedby={hasBadge ? badgeId : undefined}
                onClick={onNavigate}
              >
                <span>{link.label}</span>
                {link.showsOpenReports && <OpenReportsBadge id={badgeId} count={openReports} />}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
