import { z } from 'zod';
import { idSchema, optionalIdSchema } from './ids.js';
import { MESSAGES } from './messages.js';
import { EmailSchema, PhoneSchema } from './validation.js';

// A property's public vacancy page, its photos and the enquiries sent from it (issue 21 items 2
// and 3, ADR 032). The API and the landlord's screens read the same limits and words.

export const PROPERTY_PHOTO_LIMITS = {
  /** Largest upload accepted (before resizing). */
  maxBytes: 8 * 1024 * 1024,
  /** Photos one property may hold. */
  maxPerProperty: 12,
  /** Longest side of the stored WebP, in pixels. */
  maxSide: 1280,
  /** The upload's multipart field. */
  field: 'photo',
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

export const VACANCY_MESSAGES = {
  photoType: 'Only JPEG, PNG and WebP photos are allowed',
  photoTooLarge: 'Photo must be less than 8MB',
  photoRequired: 'Choose a photo to upload',
  tooManyPhotos: `A property can have at most ${PROPERTY_PHOTO_LIMITS.maxPerProperty} photos`,
  photoOrder: 'List each photo of the property once',
  nameRequired: 'Enter your name',
  messageRequired: 'Write a short message',
  messageTooLong: 'Keep your message under 1000 characters',
  unknownUnit: 'Choose a room from the list',
  enquirySent: 'Thank you. The landlord has your message and will contact you.',
  enquiryHandled: 'Enquiry marked as handled',
  pageOn: 'Your vacancy page is on',
  pageOff: 'Your vacancy page is off',
} as const;

const optionalText = (schema: z.ZodType<string>) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    schema.optional(),
  );

/** POST /v/<token>/enquiries (a plain form post or JSON). */
export const EnquiryInputSchema = z.object({
  name: z
    .string({ error: VACANCY_MESSAGES.nameRequired })
    .trim()
    .min(1, VACANCY_MESSAGES.nameRequired)
    .max(100, VACANCY_MESSAGES.nameRequired),
  phone: z.string({ error: MESSAGES.invalidPhone }).trim().pipe(PhoneSchema),
  email: optionalText(EmailSchema),
  message: z
    .string({ error: VACANCY_MESSAGES.messageRequired })
    .trim()
    .min(1, VACANCY_MESSAGES.messageRequired)
    .max(1000, VACANCY_MESSAGES.messageTooLong),
  unit: optionalIdSchema(VACANCY_MESSAGES.unknownUnit),
});
export type EnquiryInput = z.infer<typeof EnquiryInputSchema>;

/** PUT /api/accounts/properties/{id}/vacancy-page/ */
export const VacancyPageSettingsSchema = z.object({ enabled: z.boolean() });

/** PUT /api/accounts/properties/{id}/photos/order/: every photo id of the property, in order. */
export const PhotoOrderSchema = z.object({
  photo_ids: z
    .array(idSchema(VACANCY_MESSAGES.photoOrder))
    .max(PROPERTY_PHOTO_LIMITS.maxPerProperty, VACANCY_MESSAGES.photoOrder),
});

/** GET /api/accounts/enquiries/?page=&property_id=&status=open|handled|all */
export const ENQUIRY_PAGE_SIZE = 20;
export const EnquiryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  status: z.enum(['open', 'handled', 'all']).default('all'),
});

export type VacancyPageRead = {
  property_id: number;
  enabled: boolean;
  /** The page's absolute address, or null before it was first switched on. */
  url: string | null;
};

export type PropertyPhotoRead = { id: number; position: number; url: string };

export type EnquiryRead = {
  id: number;
  property: { id: number; name: string };
  unit: { id: number; unit_number: string } | null;
  name: string;
  phone: string;
  email: string | null;
  message: string;
  handled_at: string | null;
  created_at: string;
};

export type EnquiryPage = { count: number; next_page: number | null; results: EnquiryRead[] };

/** The wa.me share text of a vacancy page. */
export const whatsappShareUrl = (propertyName: string, pageUrl: string) =>
  `https://wa.me/?text=${encodeURIComponent(`Rooms to let at ${propertyName}: ${pageUrl}`)}`;
