import { formatKsh } from '@pango/shared';

// The sandbox's hosted payment page: plain server-rendered HTML, no script, one small stylesheet
// from our own origin (so helmet's CSP stays as it is). Usable at 360 px and by keyboard.

export type CheckoutView = {
  trackingId: string;
  amount: number;
  description: string;
  merchantReference: string;
  status: string;
  returnUrl: string;
};

// On every sandbox page, first thing: a production deployment may run on the sandbox only when
// ALLOW_SANDBOX_PAYMENTS=true, and then nobody may mistake it for a real payment (issue 17, item 4).
export const SANDBOX_BANNER = 'Sandbox: no real money moves';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/api/payments/sandbox/checkout.css">
</head>
<body>
<p class="sandbox-banner" role="note">${SANDBOX_BANNER}</p>
<main class="card">
${body}
</main>
</body>
</html>`;
}

const details = (view: CheckoutView) => `<dl>
<dt>Amount</dt><dd class="amount">${escapeHtml(formatKsh(view.amount))}</dd>
<dt>Description</dt><dd>${escapeHtml(view.description)}</dd>
<dt>Merchant reference</dt><dd>${escapeHtml(view.merchantReference)}</dd>
</dl>`;

export function renderCheckoutPage(view: CheckoutView): string {
  if (view.status !== 'pending') {
    return layout(
      'Sandbox payment',
      `<h1>Sandbox payment</h1>
<p class="note" role="status">This payment is already ${escapeHtml(view.status)}.</p>
${details(view)}
<p><a class="button pay" href="${escapeHtml(view.returnUrl)}">Return to Pango</a></p>`,
    );
  }
  const action = `/api/payments/sandbox/checkout/${encodeURIComponent(view.trackingId)}/`;
  return layout(
    'Sandbox payment',
    `<h1>Sandbox payment</h1>
<p class="note">Test mode: no money moves. Choose how this payment ends.</p>
${details(view)}
<form method="post" action="${action}">
<button class="button pay" type="submit" name="outcome" value="completed">Pay</button>
<button class="button fail" type="submit" name="outcome" value="failed">Fail</button>
<button class="button cancel" type="submit" name="outcome" value="cancelled">Cancel</button>
</form>`,
  );
}

export function renderMissingPage(): string {
  return layout(
    'Payment not found',
    '<h1>Payment not found</h1><p class="note">This sandbox payment does not exist.</p>',
  );
}

export const CHECKOUT_CSS = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f4f6f8}
.card{max-width:28rem;margin:1rem auto;padding:1.25rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.sandbox-banner{margin:0;padding:.75rem 1rem;background:#fef3c7;color:#78350f;border-bottom:2px solid #b45309;font-weight:700;text-align:center}
h1{font-size:1.375rem;margin:0 0 .5rem}
.note{color:#52606d;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}
dt{color:#52606d}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.25rem}
form{display:grid;gap:.75rem}
.button{display:block;width:100%;min-height:48px;padding:.75rem 1rem;border:2px solid transparent;border-radius:8px;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.pay{background:#0b6e4f;color:#fff}
.fail{background:#b42318;color:#fff}
.cancel{background:#fff;color:#1f2933;border-color:#9aa5b1}
`;
