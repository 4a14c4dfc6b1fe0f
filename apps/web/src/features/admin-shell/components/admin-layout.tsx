import { Suspense, useId, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/layouts/page-loader';
import { useAuth } from '@/lib/auth';
import { useOpenReportCount } from '../hooks/use-open-report-count';
import { AdminSidebar } from './admin-sidebar';
import { AdminTopBar } from './admin-top-bar';
import './admin-shell.css';

type AdminLayoutProps = {
  /** Shown above every screen: the app layer fills it with the subscription banner. */
  banner?: ReactNode;
};

/** The landlord area's frame (seed 001 section 2, Layout). */
export function AdminLayout({ banner }: AdminLayoutProps) {
  const { user, logout } = useAuth();
  const { pathname } = useLocation();
  const openReports = useOpenReportCount();
  const menuId = useId();
  // The phone menu remembers the page it was opened on, so any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenedAt === pathname;

  return (
    <div
      className="admin-shell"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isMenuOpen) setMenuOpenedAt(null);
      }}
    >
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AdminTopBar
        fullName={user?.full_name ?? ''}
        menuId={menuId}
        isMenuOpen={isMenuOpen}
        onToggleMenu={() => setMenuOpenedAt(isMenuOpen ? null : pathname)}
        onLogout={logout}
      />
      <AdminSidebar
        id={menuId}
        isOpen={isMenuOpen}
        openReports={openReports}
        onNavigate={() => setMenuOpenedAt(null)}
      />
      <main id="main" className="admin-shell__main">
        {banner}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
