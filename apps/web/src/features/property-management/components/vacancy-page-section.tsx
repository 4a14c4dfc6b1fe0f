import {
  PROPERTY_PHOTO_LIMITS,
  VACANCY_MESSAGES,
  whatsappShareUrl,
  type PropertyRead,
} from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import {
  propertyPhotosQuery,
  useDeletePropertyPhoto,
  useReorderPropertyPhotos,
  useSetVacancyPage,
  useUploadPropertyPhoto,
  vacancyPageQuery,
} from '@/lib/queries/vacancy';
import { serverFieldErrors, serverMessage } from '../utils/api-errors';
import { AuthorisedImage } from '@/components/ui/authorised-image';

/**
 * The property's public vacancy page (ADR 032): switch it on or off, copy or share its link, and
 * the photos it shows (the first one is the link preview's picture). Keyed by property.
 */
export function VacancyPageSection({ property }: { property: PropertyRead }) {
  const page = useQuery(vacancyPageQuery(property.id));
  const setPage = useSetVacancyPage(property.id);

  const toggle = (enabled: boolean) =>
    setPage.mutate(enabled, {
      onSuccess: (saved) =>
        toast.success(saved.enabled ? VACANCY_MESSAGES.pageOn : VACANCY_MESSAGES.pageOff),
      onError: (cause) => toast.error(serverMessage(cause) ?? 'Could not change the page'),
    });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Copy the link from the field above');
    }
  };

  return (
    <section className="pm-section" aria-labelledby="pm-vacancy">
      <div className="pm-section__head">
        <h2 id="pm-vacancy">Vacancy Page</h2>
        <Link className="btn btn--secondary btn--sm" to="/admin/enquiries">
          Enquiries
        </Link>
      </div>
      <p className="muted">
        A public page of this property&apos;s vacant rooms, with photos, rent and deposit, an Apply
        button and an enquiry form. Share it on WhatsApp or print its QR code for the gate.
      </p>
      {page.isPending ? (
        <Spinner label="Loading vacancy page..." />
      ) : page.isError ? (
        <Alert tone="warning">Could not load the vacancy page settings.</Alert>
      ) : (
        <div className="pm-form">
          <label className="pm-switch">
            <input
              type="checkbox"
              role="switch"
              checked={page.data.enabled}
              disabled={setPage.isPending}
              onChange={(event) => toggle(event.target.checked)}
            />
            <span>Vacancy page on</span>
          </label>
          {page.data.enabled && page.data.url && (
            <>
              <TextField
                label="Page link"
                readOnly
                value={page.data.url}
                onFocus={(event) => event.currentTarget.select()}
              />
              <div className="pm-form__actions">
                <Button variant="secondary" onClick={() => void copy(page.data.url!)}>
                  Copy link
                </Button>
                <a
                  className="btn btn--secondary"
                  href={page.data.url}
                  target="_blank"
                  rel="noreferrer"
                >
                  Open page
                </a>
                <a
                  className="btn btn--secondary"
                  href={whatsappShareUrl(property.name, page.data.url)}
                  target="_blank"
                  rel="noreferrer"
                >
                  Share on WhatsApp
                </a>
              </div>
            </>
          )}
        </div>
      )}
      <PhotoManager property={property} />
    </section>
  );
}

function PhotoManager({ property }: { property: PropertyRead }) {
  const photos = useQuery(propertyPhotosQuery(property.id));
  const upload = useUploadPropertyPhoto(property.id);
  const reorder = useReorderPropertyPhotos(property.id);
  const remove = useDeletePropertyPhoto(property.id);
  const [error, setError] = useState<string | null>(null);
  const ids = photos.data?.map((photo) => photo.id) ?? [];

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(PROPERTY_PHOTO_LIMITS.mimeTypes as readonly string[]).includes(file.type))
      return setError(VACANCY_MESSAGES.photoType);
    if (file.size > PROPERTY_PHOTO_LIMITS.maxBytes) return setError(VACANCY_MESSAGES.photoTooLarge);
    setError(null);
    upload.mutate(file, {
      onSuccess: () => toast.success('Photo added'),
      onError: (cause) =>
        setError(serverFieldErrors(cause).photo ?? serverMessage(cause) ?? 'Upload failed'),
    });
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    reorder.mutate(next, { onError: () => toast.error('Could not reorder the photos') });
  };

  return (
    <div className="pm-photos">
      <h3>Photos</h3>
      <div className="field">
        <label className="field__label" htmlFor="pm-photo-input">
          Add a photo (JPEG, PNG or WebP, up to 8MB)
        </label>
        <input
          id="pm-photo-input"
          className="field__input"
          type="file"
          accept={PROPERTY_PHOTO_LIMITS.mimeTypes.join(',')}
          disabled={upload.isPending || ids.length >= PROPERTY_PHOTO_LIMITS.maxPerProperty}
          aria-describedby={error ? 'pm-photo-error' : undefined}
          onChange={onFile}
        />
        {error && (
          <p className="field__error" id="pm-photo-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {upload.isPending && <Spinner label="Uploading photo..." />}
      {photos.isPending ? (
        <Spinner label="Loading photos..." />
      ) : photos.isError ? (
        <Alert tone="warning">Could not load the photos.</Alert>
      ) : photos.data.length === 0 ? (
        <p className="muted">No photos yet. The first photo is the picture of a shared link.</p>
      ) : (
        <ul className="pm-gallery">
          {photos.data.map((photo, index) => {
            const name = `photo ${index + 1}`;
            return (
              <li key={photo.id} className="pm-photo">
                <AuthorisedImage url={photo.url} alt={`${property.name}, ${name}`} />
                <div className="pm-photo__actions">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${name} earlier`}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, -1)}
                  >
                    ←
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${name} later`}
                    disabled={index === ids.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    →
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`Delete ${name}`}
                    isBusy={remove.isPending && remove.variables === photo.id}
                    onClick={() =>
                      remove.mutate(photo.id, {
                        onError: () => toast.error('Could not delete the photo'),
                      })
                    }
                  >
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
