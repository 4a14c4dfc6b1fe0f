import { randomBytes } from 'node:crypto';
import type { VacancyPageRead } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Db } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { lockRows } from '../../lib/row-locks.js';
import { assertOwnedProperty } from './property-photos.service.js';

// The vacancy page's switch and address (ADR 032). The address is /v/<token>: 12 characters of
// base64url (72 random bits), made when the page is first switched on and kept when it is switched
// off and on again, so a link already shared on WhatsApp or printed as a QR code keeps working.

export const vacancyPagePath = (token: string) => `/v/${token}`;
const newToken = () => randomBytes(9).toString('base64url');
/** What a token in a path may look like; anything else is a 404 without a query. */
export const VACANCY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{12}$/;

const toRead = (
  origin: string,
  row: { id: number; vacancyPageEnabled: boolean; vacancyPageToken: string | null },
): VacancyPageRead => ({
  property_id: row.id,
  enabled: row.vacancyPageEnabled,
  url: row.vacancyPageToken ? `${origin}${vacancyPagePath(row.vacancyPageToken)}` : null,
});

const pageSelect = { id: true, vacancyPageEnabled: true, vacancyPageToken: true } as const;

/** GET /accounts/properties/{id}/vacancy-page/ */
export async function getVacancyPage(
  deps: Deps,
  landlordId: number,
  propertyId: number,
  origin: string,
): Promise<VacancyPageRead> {
  const row = await deps.db.property.findFirst({
    where: { id: propertyId, landlordId },
    select: pageSelect,
  });
  if (!row) throw notFound();
  return toRead(origin, row);
}

/** PUT /accounts/properties/{id}/vacancy-page/ {enabled}: audited; the token is kept. */
export async function setVacancyPage(
  deps: Deps,
  landlordId: number,
  propertyId: number,
  enabled: boolean,
  origin: string,
): Promise<VacancyPageRead> {
  await assertOwnedProperty(deps.db, landlordId, propertyId);
  return deps.db.$transaction(async (tx) => {
    await lockRows(tx, deps.env, 'properties', [propertyId]);
    const before = await tx.property.findUniqueOrThrow({
      where: { id: propertyId },
      select: pageSelect,
    });
    const row = await tx.property.update({
      where: { id: propertyId },
      data: {
        vacancyPageEnabled: enabled,
        vacancyPageToken: before.vacancyPageToken ?? newToken(),
      },
      select: pageSelect,
    });
    if (before.vacancyPageEnabled !== enabled)
      await recordAudit(tx, {
        actorId: landlordId,
        action: AUDIT_ACTIONS.vacancyPageSwitched,
        entityType: 'property',
        entityId: propertyId,
        data: { before: { enabled: before.vacancyPageEnabled }, after: { enabled } },
      });
    return toRead(origin, row);
  });
}

export type PublicVacancyPage = {
  propertyId: number;
  landlordId: number;
  token: string;
  name: string;
  location: string;
  landlordCode: string;
  landlordName: string;
  photoIds: number[];
  units: { id: number; unitNumber: string; roomType: string; rent: number; deposit: number }[];
};

/**
 * The page of an enabled property, read live: units the landlord marked available that nobody
 * lives in and no application holds (a hold clears is_available, ADR 019). Null: no such page.
 * Two queries: the property with its landlord and photos, then its vacant units.
 */
export async function findPublicVacancyPage(
  db: Db,
  token: string,
): Promise<PublicVacancyPage | null> {
  if (!VACANCY_TOKEN_PATTERN.test(token)) return null;
  const property = await db.property.findFirst({
    where: { vacancyPageToken: token, vacancyPageEnabled: true },
    select: {
      id: true,
      landlordId: true,
      name: true,
      address: true,
      city: true,
      state: true,
      landlord: { select: { fullName: true, landlordProfile: { select: { landlordCode: true } } } },
      images: { select: { id: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
    },
  });
  const landlordCode = property?.landlord.landlordProfile?.landlordCode;
  if (!property || !landlordCode) return null;
  const units = await db.unit.findMany({
    where: { propertyId: property.id, isAvailable: true, currentTenantId: null },
    orderBy: [{ unitNumber: 'asc' }, { id: 'asc' }],
    // At most 60 rooms: the page stays under 50 KB (ADR 032) whatever the portfolio.
    take: 60,
    select: { id: true, unitNumber: true, roomType: true, rent: true, deposit: true },
  });
  const location = [property.address, property.city, property.state]
    .map((part) => part?.trim())
    .filter((part, i, all): part is string => !!part && all.indexOf(part) === i)
    .join(', ');
  return {
    propertyId: property.id,
    landlordId: property.landlordId,
    token,
    name: property.name,
    location,
    landlordCode,
    landlordName: property.landlord.fullName,
    photoIds: property.images.map((image) => image.id),
    units,
  };
}

/** A photo of an enabled page, or null (page off, unknown photo, another property's photo). */
export async function findPublicPhoto(deps: Deps, token: string, photoId: number) {
  if (!VACANCY_TOKEN_PATTERN.test(token)) return null;
  const photo = await deps.db.propertyImage.findFirst({
    where: { id: photoId, property: { vacancyPageToken: token, vacancyPageEnabled: true } },
    select: { url: true },
  });
  return photo ? deps.storage.get(photo.url) : null;
}
