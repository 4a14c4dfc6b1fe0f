// The one look of every Pango email: a plain-text body and a simple HTML body built from the same
// parts, so the two never say different things. Every piece of user text is escaped for HTML here,
// in one place; templates pass plain strings and never build markup themselves.
import { translate, type Language } from '@pango/shared';

export const PRODUCT_NAME = 'Pango';

/** What a template produces; the outbox adds the recipient, kind and landlord. */
export type EmailContent = { subject: string; text: string; html: string };

export type EmailParts = {
  subject: string;
  /** "Hello Jane," — omitted when the mail has no single named reader. */
  greeting?: string;
  /** Paragraphs of plain text; a paragraph may hold line breaks. */
  paragraphs: readonly string[];
  /** The one thing to do, shown as a link (and as the bare URL in the text body). */
  action?: { label: string; url: string };
  /** Lines after the action: validity of a link, "ignore this if ...". */
  notes?: readonly string[];
  /** The landlord the mail is sent for: named in the footer so a tenant knows who wrote. */
  landlordName?: string | null;
  /** The reader's language for the footer (a tenant's message language, ADR 045); English if left out. */
  language?: Language;
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

/** Only http(s) links become hrefs, so a stored URL can never be a javascript: link. */
function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function footerLine(landlordName: string | null | undefined, language: Language): string {
  return landlordName
    ? translate(language, 'email.footer.onBehalf', {
        product: PRODUCT_NAME,
        landlord: landlordName,
      })
    : translate(language, 'email.footer.general', { product: PRODUCT_NAME });
}

const paragraphHtml = (text: string) =>
  `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

export function renderEmail(parts: EmailParts): EmailContent {
  const footer = footerLine(parts.landlordName, parts.language ?? 'en');
  const text = [
    ...(parts.greeting ? [parts.greeting, ''] : []),
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...(parts.notes ?? []).flatMap((n) => [n, '']),
    '--',
    footer,
  ].join('\n');

  const href = parts.action ? safeHref(parts.action.url) : null;
  const action =
    parts.action && href
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="color:#0f766e;font-weight:bold">${escapeHtml(parts.action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(href)}</p>`
      : '';
  const html = [
    // English mails stay byte for byte as they were; a Kiswahili one says so to screen readers.
    `<!doctype html><html${parts.language === 'sw' ? ' lang="sw"' : ''}><body style="margin:0;padding:16px;font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">`,
    `<div style="max-width:560px;margin:0 auto"><p style="margin:0 0 16px;font-size:18px;font-weight:bold;color:#0f766e">${PRODUCT_NAME}</p>`,
    parts.greeting ? paragraphHtml(parts.greeting) : '',
    ...parts.paragraphs.map(paragraphHtml),
    action,
    ...(parts.notes ?? []).map(paragraphHtml),
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px"><p style="margin:0;font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
  ].join('');
  return { subject: parts.subject, text, html };
}

/** Text a person typed (a landlord's message, a report's description): blank lines part paragraphs. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** Short facts, one per line, in one paragraph; empty items are left out. */
export const emailLines = (...items: (string | false | null | undefined)[]) =>
  items.filter((item): item is string => Boolean(item)).join('\n');
