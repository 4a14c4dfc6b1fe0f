import { Card } from '@/components/ui/card';
import { roomLabel } from '@/features/tenant-shell/utils/room-label';
import { useAuth } from '@/lib/auth';
import './home.css';

/** /tenant index. The rent, reports and payment cards come with the tenant dashboard issue. */
export default function TenantHomeRoute() {
  const { user } = useAuth();
  const unit = user?.current_unit;
  return (
    <div className="page">
      <title>Dashboard · Pango</title>
      <div className="page__header">
        <h1>Welcome, {user?.full_name}</h1>
      </div>
      <Card className="tenant-home__room">
        <dl className="tenant-home__facts">
          <div>
            <dt>Room</dt>
            <dd>{roomLabel(user)}</dd>
          </div>
          {unit?.property_name && (
            <div>
              <dt>Property</dt>
              <dd>{unit.property_name}</dd>
            </div>
          )}
        </dl>
      </Card>
    </div>
  );
}
