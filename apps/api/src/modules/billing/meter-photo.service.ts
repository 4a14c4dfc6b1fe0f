import { randomUUID } from 'node:crypto';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { toWebp } from '../../lib/photo-upload.js';
import { meterPhotoPath } from './meter-reading-read.js';

// The optional photo of a meter beside its reading (issue 20 item 2): proof of what the caretaker
// read, taken in the corridor. Re-encoded as WebP without metadata (lib/photo-upload); only the
// landlord of the reading's unit may add or see it, anyone else gets 404.

async function ownedReading(deps: Deps, landlordId: number, readingId: number) {
  const reading = await deps.db.meterReading.findFirst({
    where: { id: readingId, unit: { landlordId } },
    select: { id: true, unitId: true, photoUrl: true },
  });
  if (!reading) throw notFound();
  return reading;
}

/** PUT meter-readings/{id}/photo/: adds or replaces the photo; the old file goes once replaced. */
export async function attachMeterPhoto(
  deps: Deps,
  landlordId: number,
  readingId: number,
  file: Express.Multer.File | undefined,
): Promise<{ id: number; photo_url: string }> {
  const reading = await ownedReading(deps, landlordId, readingId);
  const webp = await toWebp(file);
  const key = `meter-photos/${randomUUID()}.webp`;
  await deps.storage.put(key, webp, 'image/webp');
  await deps.db.$transaction(async (tx) => {
    await tx.meterReading.update({ where: { id: reading.id }, data: { photoUrl: key } });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.meterPhotoAdded,
      entityType: 'unit',
      entityId: reading.unitId,
      data: { after: { reading_id: reading.id, replaced: reading.photoUrl !== null } },
    });
  });
  if (reading.photoUrl) await deps.storage.remove(reading.photoUrl).catch(() => undefined);
  return { id: reading.id, photo_url: meterPhotoPath(reading.id) };
}

/** GET meter-readings/{id}/photo/: the landlord's own reading's photo. */
export async function readMeterPhoto(deps: Deps, landlordId: number, readingId: number) {
  const reading = await ownedReading(deps, landlordId, readingId);
  if (!reading.photoUrl) throw notFound();
  const bytes = await deps.storage.get(reading.photoUrl);
  if (!bytes) throw notFound();
  return bytes;
}
