import { documentStepError, idDocumentError } from '@pango/shared';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useSignupTexts } from '../texts';
import type { TenantSignupDraft } from '../tenant-signup-values';
import { StepHeading, WizardNav } from './wizard-nav';

export const ACCEPTED_ID_TYPES = '.pdf,.jpg,.jpeg,.png';

/** Shown when a reload dropped the chosen file (files are never stored in the browser). */
export function lostFileNote(t: ReturnType<typeof useSignupTexts>, fileName: string): string {
  return t('document.lostFile', { name: fileName });
}

export type DocumentChoice = Pick<
  TenantSignupDraft,
  'upload_id_later' | 'already_living_in_property' | 'id_document_name'
>;

type DocumentStepProps = {
  file: File | null;
  choice: DocumentChoice;
  onFileChange: (file: File | null) => void;
  onChange: (choice: DocumentChoice) => void;
  onBack: () => void;
  onDone: () => void;
};

/** Step 4: the government ID (optional: or tick "later"), and whether the tenant lives there. */
export function DocumentStep({
  file,
  choice,
  onFileChange,
  onChange,
  onBack,
  onDone,
}: DocumentStepProps) {
  const t = useSignupTexts();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string>();
  const [stepError, setStepError] = useState<string>();
  const uploadLater = choice.upload_id_later === true;
  const isFileLost = !file && Boolean(choice.id_document_name);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setStepError(undefined);
    const problem = picked ? idDocumentError(picked) : null;
    setFileError(problem ?? undefined);
    if (problem) event.target.value = '';
    const accepted = problem ? null : picked;
    onFileChange(accepted);
    onChange({ ...choice, id_document_name: accepted?.name ?? '' });
  };

  const removeFile = () => {
    if (inputRef.current) inputRef.current.value = '';
    onFileChange(null);
    onChange({ ...choice, id_document_name: '' });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = documentStepError({ hasFile: file !== null, uploadLater });
    setStepError(problem ?? undefined);
    if (!problem) onDone();
  };

  return (
    <form aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
      <StepHeading id={titleId}>{t('document.title')}</StepHeading>
      <p className="muted">{t('document.intro')}</p>
      {isFileLost && <Alert tone="warning">{lostFileNote(t, choice.id_document_name ?? '')}</Alert>}
      <Field label={t('document.label')} error={fileError}>
        {(control) => (
          <input
            ref={inputRef}
            className="field__input"
            type="file"
            name="id_document"
            accept={ACCEPTED_ID_TYPES}
            onChange={chooseFile}
            {...control}
          />
        )}
      </Field>
      {file && (
        <p className="tenant-signup__file">
          <span>{t('document.selected', { name: file.name })}</span>
          <Button variant="ghost" size="sm" onClick={removeFile}>
            {t('document.remove')}
          </Button>
        </p>
      )}
      <label className="tenant-signup__check">
        <input
          type="checkbox"
          name="upload_id_later"
          checked={uploadLater}
          onChange={(event) => {
            setStepError(undefined);
            onChange({ ...choice, upload_id_later: event.target.checked });
          }}
        />
        <span>{t('document.later')}</span>
      </label>
      <label className="tenant-signup__check">
        <input
          type="checkbox"
          name="already_living_in_property"
          checked={choice.already_living_in_property === true}
          onChange={(event) =>
            onChange({ ...choice, already_living_in_property: event.target.checked })
          }
        />
        <span>
          {t('document.livingThere')}
          <span className="tenant-signup__choice-detail">{t('document.livingThereHint')}</span>
        </span>
      </label>
      {stepError && <Alert>{stepError}</Alert>}
      <WizardNav onBack={onBack} />
    </form>
  );
}
