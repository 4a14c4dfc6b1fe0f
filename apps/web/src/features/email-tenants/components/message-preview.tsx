import type { MessagePreview as Preview } from '@pango/shared';

/** The server's rendering for the first recipient, placeholders filled in. */
export function MessagePreview({ preview, recipient }: { preview: Preview; recipient?: string }) {
  return (
    <section className="email-preview" aria-label="Email preview">
      <h3 className="email-preview__title">Preview{recipient ? ` for ${recipient}` : ''}</h3>
      <p className="email-preview__subject">
        <strong>Subject:</strong> {preview.subject}
      </p>
      <p className="email-preview__text">{preview.text}</p>
    </section>
  );
}
