import { Suspense, type ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { NavLink } from '@/components/ui/link';
import { PageLoader } from '@/components/layouts/page-loader';
import { Button } from '@/components/ui/button';
import { AlertIcon, HomeIcon, SettingsIcon, WalletIcon } from '@/components/ui/icons';
import { useAuth } from '@/lib/auth';
import { useCommonTexts } from '@/lib/i18n/common-texts';
import { roomLabel } from '../utils/room-label';
import './tenant-shell.css';

type TenantLink = {
  to: string;
  label: 'nav.dashboard' | 'nav.payments' | 'nav.report' | 'nav.settings';
  end?: boolean;
  Icon: ComponentType;
};

// Seed 002 section 2 (Tenant layout). One nav: a sidebar on wide screens, a bottom tab bar on phones.
const LINKS: TenantLink[] = [
  { to: '/tenant', label: 'nav.dashboard', end: true, Icon: HomeIcon },
  { to: '/tenant/payments', label: 'nav.payments', Icon: WalletIcon },
  { to: '/tenant/report', label: 'nav.report', Icon: AlertIcon },
  { to: '/tenant/settings', label: 'nav.settings', Icon: SettingsIcon },
];

export function TenantLayout() {
  const { user, logout } = useAuth();
  const t = useCommonTexts();
  const fullName = user?.full_name ?? '';
  const initial = fullName.trim().charAt(0).toUpperCase() || '?';
  const room = roomLabel(user, t('notAssigned'));

  return (
    <div className="tenant-shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="tenant-shell__header">
        <div className="tenant-profile">
          <span className="tenant-profile__avatar" aria-hidden="true">
            {initial}
          </span>
          <span className="tenant-profile__text">
            <span className="tenant-profile__name">{fullName}</span>
            <span className="tenant-profile__room">{t('room', { room })}</span>
          </span>
        </div>
        <Button variant="ghost" size="sm" className="tenant-shell__logout" onClick={logout}>
          {t('logout')}
        </Button>
      </header>
      <nav aria-label={t('nav.label')} className="tenant-nav">
        <ul className="tenant-nav__list">
          {LINKS.map(({ to, label, end, Icon }) => (
            <li key={to} className="tenant-nav__item">
              <NavLink to={to} end={end} className="tenant-nav__link">
                <Icon />
                <span>{t(label)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="tenant-shell__main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
