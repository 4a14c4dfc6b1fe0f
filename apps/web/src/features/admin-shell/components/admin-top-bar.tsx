import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { Brand } from '@/components/layouts/brand';
import { Button } from '@/components/ui/button';
import { BellIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import { hasOpenReports, OpenReportsBadge } from './open-reports-badge';

type AdminTopBarProps = {
  fullName: string;
  /** The selected property's name; the property picker comes with a later issue. */
  propertyName?: string;
  openReports: number | undefined;
  menuId: string;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  onLogout: () => void;
};

export function AdminTopBar(props: AdminTopBarProps) {
  const { fullName, propertyName, openReports, menuId, isMenuOpen, onToggleMenu, onLogout } = props;
  const navigate = useNavigate();
  const badgeId = useId();
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
        {propertyName && <span className="admin-top-bar__property">{propertyName}</span>}
      </div>
      <div className="admin-top-bar__actions">
        {/* The notification dropdown comes with the reports issue; for now the bell opens them. */}
        <button
          type="button"
          className="icon-button admin-top-bar__bell"
          aria-label="Notifications"
          aria-describedby={hasOpenReports(openReports) ? badgeId : undefined}
          onClick={() => navigate('/admin/reports')}
        >
          <BellIcon />
          <OpenReportsBadge id={badgeId} count={openReports} className="icon-button__badge" />
        </button>
        <span className="admin-top-bar__welcome">Welcome, {fullName}</span>
        <Button variant="ghost" size="sm" className="admin-top-bar__logout" onClick={onLogout}>
          Logout
        </Button>
      </div>
    </header>
  );
}
