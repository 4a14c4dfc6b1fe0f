import {
  enteredByLabel,
  formatDate,
  PROPERTY_PHOTO_LIMITS,
  REPORT_NOTE_MAX,
  REPORT_NOTE_MESSAGES,
} from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { AuthorisedImage } from '@/components/ui/authorised-image';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/use-toast';
import { reportNotesQuery, useAddReportNote } from '@/lib/queries/report-notes';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';

type ReportNotesProps = { reportId: number; reportTitle: string; canWrite: boolean };

/** A report's notes and photos (issue 23), with the add-a-note form for those who may update. */
export function ReportNotes({ reportId, reportTitle, canWrite }: ReportNotesProps) {
  const notes = useQuery(reportNotesQuery(reportId));
  return (
    <div className="report-notes">
      {notes.isPending ? (
        <Spinner label="Loading notes..." />
      ) : notes.isError ? (
        <Alert tone="error">Could not load the notes.</Alert>
      ) : notes.data.results.length === 0 ? (
        <p className="muted">{REPORT_NOTE_MESSAGES.noNotes}</p>
      ) : (
        <ol className="report-notes__list" aria-label={`Notes on ${reportTitle}`}>
          {notes.data.results.map((note) => (
            <li key={note.id} className="report-notes__item">
              <p className="muted report-notes__by">
                {note.entered_by ? enteredByLabel(note.entered_by) : 'Owner'} ·{' '}
                {formatDate(note.created_at)}
              </p>
              {note.body && <p className="report-notes__body">{note.body}</p>}
              {note.photo_url && (
                <AuthorisedImage url={note.photo_url} alt={`Photo on ${reportTitle}`} />
              )}
            </li>
          ))}
        </ol>
      )}
      {canWrite && <AddNoteForm reportId={reportId} />}
    </div>
  );
}

function AddNoteForm({ reportId }: { reportId: number }) {
  const add = useAddReportNote();
  const toast = useToast();
  const photoId = useId();
  const photoInput = useRef<HTMLInputElement>(null);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const photo = photoInput.current?.files?.[0] ?? null;
    if (!body.trim() && !photo) {
      setErrors({ body: REPORT_NOTE_MESSAGES.noteRequired });
      return;
    }
    setErrors({});
    add.mutate(
      { reportId, body, photo },
      {
        onSuccess: () => {
          setBody('');
          if (photoInput.current) photoInput.current.value = '';
          toast.success(REPORT_NOTE_MESSAGES.noteAdded);
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          setErrors(
            Object.keys(fields).length > 0
              ? fields
              : { body: serverMessage(error, 'Could not add the note.') },
          );
        },
      },
    );
  };

  return (
    <form className="report-notes__form" onSubmit={submit} noValidate>
      <Field label="Add a note" error={errors.body}>
        {(control) => (
          <textarea
            className="field__input"
            rows={2}
            maxLength={REPORT_NOTE_MAX}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            {...control}
          />
        )}
      </Field>
      <div className="field">
        <label className="field__label" htmlFor={photoId}>
          Photo (optional)
        </label>
        <input
          id={photoId}
          ref={photoInput}
          className="field__input"
          type="file"
          accept={PROPERTY_PHOTO_LIMITS.mimeTypes.join(',')}
          aria-describedby={errors.photo ? `${photoId}-error` : undefined}
        />
        {errors.photo && (
          <p className="field__error" id={`${photoId}-error`} role="alert">
            {errors.photo}
          </p>
        )}
      </div>
      <Button type="submit" size="sm" isBusy={add.isPending}>
        Add note
      </Button>
    </form>
  );
}
