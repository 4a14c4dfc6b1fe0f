import { ADMIN_MESSAGES, type PlanRoom } from '@pango/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { BulkRoom } from '../utils/bulk-add';
import { LimitReachedAlert } from './limit-reached-alert';

type BulkRoomNoticeProps = {
  room: BulkRoom;
  planRoom: PlanRoom | undefined;
  /** Units in the range typed so far (0 when there is none yet). */
  count: number;
  onShorten: () => void;
};

/** Before anything is sent: how many units fit, and a way to shorten a range that does not. */
export function BulkRoomNotice({ room, planRoom, count, onShorten }: BulkRoomNoticeProps) {
  if (room.plan === 0 && planRoom?.units.limit != null) {
    const limit = { limit: planRoom.units.limit, current_count: planRoom.units.current_count };
    return <LimitReachedAlert limit={limit} resource="units" />;
  }
  // Only the smaller of the two rooms matters; the plan's is named when it is the one.
  const sentence =
    room.plan !== null && room.plan <= room.property
      ? ADMIN_MESSAGES.unitsThatFit(room.plan)
      : ADMIN_MESSAGES.propertyRoom(room.property);
  const isTooMany = count > room.fit;
  return (
    <Alert
      tone={isTooMany || room.fit === 0 ? 'warning' : 'info'}
      action={
        isTooMany && room.fit > 0 ? (
          <Button size="sm" variant="secondary" onClick={onShorten}>
            Shorten to {room.fit}
          </Button>
        ) : undefined
      }
    >
      <p>
        {sentence}
        {isTooMany && ` This range has ${count}.`}
      </p>
    </Alert>
  );
}
