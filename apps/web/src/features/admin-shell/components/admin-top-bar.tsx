import { Brand } from '@/components/layouts/brand';
import { Button } from '@/components/ui/button';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { NotificationBell } from './notification-bell';
import { PropertySelect } from './property-select';
import { SmsBalanceLink } from './sms-balance-link';

type AdminTopBarProps = {
  fullName: string;
  menuId: string;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  onLogout: () => void;
};

/** Seed 001 section 2: the selected property, the bell, the welcome line and logout. */
export function AdminTopBar(props: AdminTopBarProps) {
  const { fullName, menuId, isMenuOpen, onToggleMenu, onLogout } = props;
  return (
    <header className="admin-top-bar">
      <button
        type="button"
        className="icon-button admin-top-bar__menu"
        aria-expanded={isMenuOpen}
        aria-controls={menuId}
        onClick={onToggleMenu}
      >
        {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
        <span className="visually-hidden">Menu</span>
      </button>
      <div className="admin-top-bar__title">
        <Brand />
      </div>
      <div className="admin-top-bar__property">
        <PropertySelect />
      </div>
      <div className="admin-top-bar__actions">
        <SmsBalanceLink />
        <NotificationBell />
        <span className="admin-top-bar__welcome">Welcome, {fullName}</span>
        <Button variant="ghost" size="sm" className="admin-top-bar__logout" onClick={onLogout}>
          Logout
        </Button>
      </div>
    </header>
  );
}
