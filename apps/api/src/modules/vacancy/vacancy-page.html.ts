import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import { formatKsh, roomTypeLabel, VACANCY_MESSAGES, whatsappShareUrl } from '@pango/shared';
import { escapeHtml as esc } from '../../lib/email-layout.js';
import { CONTENT_SECURITY_POLICY } from '../../lib/security-headers.js';
import type { PublicVacancyPage } from './vacancy-page.service.js';

// The public vacancy page as plain HTML (ADR 032): no script, one inline stylesheet allowed by its
// hash (the app's CSP otherwise unchanged), readable at 360 px, well under 50 KB before images.

const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2933;background:#f7f7f5}
main{max-width:40rem;margin:0 auto;padding:1rem}h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
h3{font-size:1.05rem;margin:0 0 .25rem}.loc{margin:0;color:#52606d}.photos{display:flex;gap:.5rem;overflow-x:auto;margin:1rem 0}
.photos img{width:85%;max-width:22rem;aspect-ratio:4/3;object-fit:cover;border-radius:.5rem;flex:none;background:#e4e7eb}
ul{list-style:none;padding:0;margin:0}.unit{background:#fff;border:1px solid #d9dde2;border-radius:.5rem;padding:1rem;margin:.75rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:.5rem 0}dt{color:#52606d}dd{margin:0;font-weight:600}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:.5rem 1rem;border-radius:.5rem;border:0;
background:#0b6e4f;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}.btn.alt{background:#fff;color:#0b6e4f;border:2px solid #0b6e4f}
.share{display:flex;flex-wrap:wrap;gap:1rem;align-items:center}.qr{margin:0;text-align:center}.qr svg{width:10rem;height:10rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input,select,textarea{width:100%;min-height:44px;padding:.5rem;font:inherit;
border:1px solid #7b8794;border-radius:.375rem;background:#fff}textarea{min-height:6rem}.err{color:#b42318;margin:.25rem 0 0}
:focus-visible{outline:3px solid #f0b429;outline-offset:2px}footer{text-align:center;color:#52606d;padding:2rem 1rem}
@media print{.photos,form,.btn.alt{display:none}}`;

const CSS_HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;

/** The app's CSP with this page's stylesheet allowed by its hash, and nothing else added. */
export const VACANCY_PAGE_CSP = Object.entries({
  ...CONTENT_SECURITY_POLICY,
  'style-src': [...CONTENT_SECURITY_POLICY['style-src'], CSS_HASH],
})
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join(';');

export const publicPhotoPath = (token: string, photoId: number) =>
  `/v/${token}/photos/${photoId}.webp`;
export const applyPath = (landlordCode: string, unitId: number) =>
  `/tenant/signup?${new URLSearchParams({ landlord: landlordCode, unit: String(unitId) })}`;

export type EnquiryFormState = {
  values: Partial<Record<'name' | 'phone' | 'email' | 'message' | 'unit', string>>;
  errors: Partial<Record<string, string[]>>;
  /** A sentence above the form (rate limited, or the form's errors in one line). */
  notice?: string;
};

function layout(title: string, head: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>${head}<style>${CSS}</style></head><body>${body}<footer>Listed with Pango</footer></body></html>`;
}

const summary = (page: PublicVacancyPage) => {
  if (page.units.length === 0)
    return `No rooms free right now${page.location ? ` · ${page.location}` : ''}`;
  const cheapest = Math.min(...page.units.map((u) => u.rent));
  const rooms = page.units.length === 1 ? '1 room' : `${page.units.length} rooms`;
  return `${rooms} to let from ${formatKsh(cheapest)} a month${page.location ? ` · ${page.location}` : ''}`;
};

function field(
  state: EnquiryFormState,
  name: keyof EnquiryFormState['values'],
  label: string,
  control: (attrs: string) => string,
) {
  const id = `f-${name}`;
  const error = state.errors[name]?.[0];
  const attrs = `id="${id}" name="${name}"${error ? ` aria-invalid="true" aria-describedby="${id}-err"` : ''}`;
  return `<label for="${id}">${esc(label)}</label>${control(attrs)}${error ? `<p class="err" id="${id}-err">${esc(error)}</p>` : ''}`;
}

function enquiryForm(page: PublicVacancyPage, state: EnquiryFormState): string {
  const v = (name: keyof EnquiryFormState['values']) => esc(state.values[name] ?? '');
  const options = page.units
    .map(
      (u) =>
        `<option value="${u.id}"${state.values.unit === String(u.id) ? ' selected' : ''}>${esc(`${u.unitNumber} · ${roomTypeLabel(u.roomType)}`)}</option>`,
    )
    .join('');
  return `<h2 id="enquire">Send an enquiry</h2>${state.notice ? `<p class="err" role="alert">${esc(state.notice)}</p>` : ''}
<form method="post" action="/v/${esc(page.token)}/enquiries">
${field(state, 'name', 'Your name', (a) => `<input ${a} autocomplete="name" maxlength="100" required value="${v('name')}">`)}
${field(state, 'phone', 'Phone number', (a) => `<input ${a} type="tel" autocomplete="tel" inputmode="tel" required value="${v('phone')}">`)}
${field(state, 'email', 'Email (optional)', (a) => `<input ${a} type="email" autocomplete="email" value="${v('email')}">`)}
${field(state, 'unit', 'Which room', (a) => `<select ${a}><option value="">Any room</option>${options}</select>`)}
${field(state, 'message', 'Message', (a) => `<textarea ${a} maxlength="1000" required>${v('message')}</textarea>`)}
<p><button class="btn" type="submit">Send enquiry</button></p></form>`;
}

async function qrSvg(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return svg.replace('<svg ', '<svg role="img" aria-label="QR code of this page" ');
}

/** The page itself, with the enquiry form in `state` (empty, or re-shown with its errors). */
export async function renderVacancyPage(
  page: PublicVacancyPage,
  origin: string,
  state: EnquiryFormState = { values: {}, errors: {} },
): Promise<string> {
  const url = `${origin}/v/${page.token}`;
  const title = `Rooms to let at ${page.name}`;
  const description = summary(page);
  const firstPhoto = page.photoIds[0];
  const head = [
    `<meta name="description" content="${esc(description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${esc(title)}">`,
    `<meta property="og:description" content="${esc(description)}">`,
    `<meta property="og:url" content="${esc(url)}">`,
    firstPhoto !== undefined
      ? `<meta property="og:image" content="${esc(origin + publicPhotoPath(page.token, firstPhoto))}">`
      : '',
    `<link rel="canonical" href="${esc(url)}">`,
  ].join('');
  const photos = page.photoIds.length
    ? `<div class="photos">${page.photoIds
        .map(
          (id, i) =>
            `<img src="${publicPhotoPath(page.token, id)}" alt="Photo ${i + 1} of ${esc(page.name)}"${i > 0 ? ' loading="lazy"' : ''}>`,
        )
        .join('')}</div>`
    : '';
  const units = page.units.length
    ? `<ul>${page.units
        .map(
          (
            u,
          ) => `<li class="unit"><h3>${esc(`Unit ${u.unitNumber} · ${roomTypeLabel(u.roomType)}`)}</h3>
<dl><dt>Rent</dt><dd>${formatKsh(u.rent)} a month</dd><dt>Deposit</dt><dd>${formatKsh(u.deposit)}</dd></dl>
<a class="btn" href="${esc(applyPath(page.landlordCode, u.id))}">Apply for unit ${esc(u.unitNumber)}</a></li>`,
        )
        .join('')}</ul>`
    : `<p>No rooms are free right now. Send an enquiry and the landlord can tell you when one is.</p>`;
  const body = `<main><h1>${esc(title)}</h1>${page.location ? `<p class="loc">${esc(page.location)}</p>` : ''}${photos}
<h2>Vacant rooms</h2>${units}
<h2>Share this page</h2><div class="share"><a class="btn alt" href="${esc(whatsappShareUrl(page.name, url))}" rel="noopener">Share on WhatsApp</a>
<figure class="qr">${await qrSvg(url)}<figcaption>Scan to open this page</figcaption></figure></div>
${enquiryForm(page, state)}</main>`;
  return layout(`${title} · Pango`, head, body);
}

/** The answer to a plain form post that was accepted. */
export function renderThankYou(page: PublicVacancyPage): string {
  return layout(
    `Enquiry sent · ${page.name}`,
    '<meta name="robots" content="noindex">',
    `<main><h1>Enquiry sent</h1><p role="status">${esc(VACANCY_MESSAGES.enquirySent)}</p><p><a class="btn" href="/v/${esc(page.token)}">Back to ${esc(page.name)}</a></p></main>`,
  );
}

/** A page that is off or never was, for a person's browser (others get the JSON 404). */
export function renderPageGone(): string {
  return layout(
    'Page not available · Pango',
    '<meta name="robots" content="noindex">',
    '<main><h1>This page is not available</h1><p>The landlord has taken this vacancy page down, or the link is not complete. Ask them for a new link.</p></main>',
  );
}
