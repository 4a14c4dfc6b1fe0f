import {
  MPESA_IMPORT_MAX_BYTES,
  MPESA_IMPORT_MESSAGES,
  MpesaImportTextSchema,
  type MpesaImportResult,
} from '@pango/shared';
import { useState, type FormEvent } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { useImportMpesa, type MpesaImportInput } from '@/lib/queries/mpesa-import';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';
import { IMPORT_TEXT } from '../import-messages';
import { UNMATCHED_PAYMENTS_PATH } from './unmatched-payments-link';
import './payments.css';
import './unclaimed-deposits.css';
import './mpesa-import.css';

type Errors = { text?: string; file?: string };

/**
 * /admin/payments/import (issue 19 item 6): M-Pesa confirmation messages pasted, or a statement
 * uploaded, for tills and bank paybills that never notify Pango. Shows what happened to each.
 */
export function MpesaImportPage() {
  const importMpesa = useImportMpesa();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<MpesaImportResult | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (file && file.size > MPESA_IMPORT_MAX_BYTES)
      return setErrors({ file: MPESA_IMPORT_MESSAGES.fileTooLarge });
    let input: MpesaImportInput;
    if (file) input = { file };
    else {
      const parsed = MpesaImportTextSchema.safeParse({ text });
      if (!parsed.success)
        return setErrors({ text: parsed.error.issues[0]?.message ?? IMPORT_TEXT.failed });
      input = { text: parsed.data.text };
    }
    setErrors({});
    setResult(null);
    importMpesa.mutate(input, {
      onSuccess: (reply) => setResult(reply),
      onError: (cause) => {
        const fields = serverFieldErrors(cause);
        if (fields.text || fields.file) setErrors({ text: fields.text, file: fields.file });
        else setError(serverMessage(cause, IMPORT_TEXT.failed));
      },
    });
  };

  return (
    <div className="unclaimed-page">
      <Link className="unclaimed-page__back" to={UNMATCHED_PAYMENTS_PATH}>
        ← Back to Unmatched payments
      </Link>
      <h1>{IMPORT_TEXT.title}</h1>
      <p className="unclaimed-page__intro muted">{IMPORT_TEXT.intro}</p>
      <Card>
        <form className="mpesa-import__form" onSubmit={submit} noValidate>
          <Field label={IMPORT_TEXT.textLabel} hint={IMPORT_TEXT.textHint} error={errors.text}>
            {(control) => (
              <textarea
                className="field__input mpesa-import__text"
                rows={8}
                value={text}
                onChange={(event) => setText(event.target.value)}
                {...control}
              />
            )}
          </Field>
          <Field label={IMPORT_TEXT.fileLabel} hint={IMPORT_TEXT.fileHint} error={errors.file}>
            {(control) => (
              <input
                className="field__input"
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                {...control}
              />
            )}
          </Field>
          {error && <Alert>{error}</Alert>}
          <div>
            <Button type="submit" isBusy={importMpesa.isPending}>
              {IMPORT_TEXT.submit}
            </Button>
          </div>
        </form>
      </Card>
      {result && <ImportResult result={result} />}
    </div>
  );
}

function ImportResult({ result }: { result: MpesaImportResult }) {
  const facts: [string, number][] = [
    [IMPORT_TEXT.imported, result.imported],
    [IMPORT_TEXT.matched, result.matched],
    [IMPORT_TEXT.unmatched, result.unmatched],
    [IMPORT_TEXT.duplicates, result.duplicates],
  ];
  if (result.skipped > 0) facts.push([IMPORT_TEXT.skipped, result.skipped]);
  return (
    <Card role="status" aria-labelledby="mpesa-import-result">
      <h2 id="mpesa-import-result" className="mpesa-import__title">
        {IMPORT_TEXT.resultTitle}
      </h2>
      {result.imported + result.duplicates === 0 && result.rejected.length > 0 && (
        <p>{MPESA_IMPORT_MESSAGES.nothingFound}</p>
      )}
      <dl className="unclaimed-card__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {result.rejected.length > 0 && (
        <>
          <h3 className="mpesa-import__subtitle">
            {IMPORT_TEXT.rejectedTitle(result.rejected.length)}
          </h3>
          <ul className="mpesa-import__rejected">
            {result.rejected.map((r) => (
              <li key={`${r.line}-${r.reason}`}>{IMPORT_TEXT.rejectedLine(r.line, r.reason)}</li>
            ))}
          </ul>
        </>
      )}
      {result.unmatched > 0 && (
        <Link className="btn btn--secondary" to={UNMATCHED_PAYMENTS_PATH}>
          {IMPORT_TEXT.reviewUnmatched}
        </Link>
      )}
    </Card>
  );
}
