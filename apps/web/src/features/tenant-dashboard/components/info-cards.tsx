import { roomTypeLabel, type TenantDashboard } from '@pango/shared';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/i18n/format';
import { useMessageText } from '@/lib/i18n/message-texts';
import { useDashboardTexts } from '../texts';

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
  const t = useDashboardTexts();
  const format = useFormat();
  // "2 Bedroom" in the reader's language (messages.json roomTypeLabel.*); a custom type as typed.
  const messageText = useMessageText();
  return (
    <Card role="group" className="tenant-dash__card" aria-labelledby="td-room">
      <h2 id="td-room">{t('roomDetails.title')}</h2>
      <dl className="tenant-dash__facts">
        <div>
          <dt>{t('roomDetails.unit')}</dt>
          <dd>{unit.unit_number}</dd>
        </div>
        <div>
          <dt>{t('roomDetails.roomType')}</dt>
          <dd>{messageText(roomTypeLabel(unit.room_type))}</dd>
        </div>
        <div>
          <dt>{t('roomDetails.property')}</dt>
          <dd>{unit.property_name}</dd>
        </div>
        <div>
          <dt>{t('roomDetails.address')}</dt>
          <dd>{unit.property_address || t('notProvided')}</dd>
        </div>
        <div>
          <dt>{t('roomDetails.moveIn')}</dt>
          <dd>{format.date(moveInDate, t('notProvided'))}</dd>
        </div>
        {deposit && (
          <div>
            <dt>{t('roomDetails.deposit')}</dt>
            <dd>{format.ksh(deposit.held)}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
