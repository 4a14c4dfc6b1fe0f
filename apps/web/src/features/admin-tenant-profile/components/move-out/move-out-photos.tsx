import { MAX_TENANCY_PHOTOS } from '@pango/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { useAddTenancyPhoto } from '@/lib/queries/move-out';
import { serverSentence } from '../../utils/move-out';

const FAILED = 'Could not upload the photo. Please try again.';

/**
 * Optional photos of the unit's condition, added after the move-out is recorded: each file is
 * uploaded on its own and listed with the server's answer (its name, or why it was refused).
 */
export function MoveOutPhotos({ tenancyId }: { tenancyId: number }) {
  const inputId = useId();
  const add = useAddTenancyPhoto(tenancyId);
  const [results, setResults] = useState<{ name: string; error: string | null }[]>([]);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) {
      try {
        const photo = await add.mutateAsync(file);
        setResults((current) => [...current, { name: photo.name, error: null }]);
      } catch (cause) {
        setResults((current) => [
          ...current,
          { name: file.name, error: serverSentence(cause, FAILED) },
        ]);
      }
    }
  };

  return (
    <div className="move-out__photos">
      <label htmlFor={inputId} className="field__label">
        Photos of the unit (optional)
      </label>
      <input
        id={inputId}
        className="field__input"
        type="file"
        accept="image/jpeg,image/png"
        multiple
        disabled={add.isPending}
        onChange={(event) => void onChange(event)}
      />
      <p className="move-out__muted">JPEG or PNG, up to 5 MB each, {MAX_TENANCY_PHOTOS} at most.</p>
      {results.length > 0 && (
        <ul className="move-out__photo-list" aria-live="polite">
          {results.map((result, index) => (
            <li
              key={`${result.name}-${index}`}
              className={result.error ? 'field__error' : undefined}
            >
              {result.error ? `${result.name}: ${result.error}` : `${result.name} uploaded`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
