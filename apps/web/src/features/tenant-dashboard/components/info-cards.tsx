import { formatKsh, roomTypeLabel, type TenantDashboard } from '@pango/shared';
import { Card } from '@/components/ui/card';
import { DASHBOARD_TEXTS } from '../texts';
import { formatDate } from '../utils/format';

type Unit = NonNullable<TenantDashboard['unit']>;

type RoomDetailsProps = {
  unit: Unit;
  moveInDate: string | null;
  deposit: TenantDashboard['deposit'];
};

/**
 * The tenant's room, the move-in date they keep in Settings (read back from the same query) and
 * the deposit their landlord holds for them (issue 18).
 */
export function RoomDetailsCard({ unit, moveInDate, deposit }: RoomDetailsProps) {
  return (
    <Card role="group" className="tenant-dash__card" aria-labelledby="td-room">
      <h2 id="td-room">Room Details</h2>
      <dl className="tenant-dash__facts">
        <div>
          <dt>Unit</dt>
          <dd>{unit.unit_number}</dd>
        </div>
        <div>
          <dt>Room type</dt>
          <dd>{roomTypeLabel(unit.room_type)}</dd>
        </div>
        <div>
          <dt>Property</dt>
          <dd>{unit.property_name}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{unit.property_address || DASHBOARD_TEXTS.notProvided}</dd>
        </div>
        <div>
          <dt>Move-in date</dt>
          <dd>{moveInDate ? formatDate(moveInDate) : DASHBOARD_TEXTS.notProvided}</dd>
        </div>
        {deposit && (
          <div>
            <dt>Deposit held</dt>
            <dd>{formatKsh(deposit.held)}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
