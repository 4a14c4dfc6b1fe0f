// The hosted payment page opens in a new tab when the browser allows it, else in this tab. The tab
// is opened empty inside the click (pop-up blockers allow only that) and pointed at the provider
// once the API has answered.
//
// This tab never watches the other one: with Cross-Origin-Opener-Policy: same-origin, a tab that
// navigates to the provider's origin looks closed to us while the payer is still paying there
// (issue 17). Only our server's status says how a payment ended.
export type PaymentWindow = {
  /** Sends the window to the hosted page. */
  go: (url: string) => void;
  /** Closes the still-empty tab when the initiation fails. */
  close: () => void;
};

export function openPaymentWindow(): PaymentWindow | null {
  let opened: Window | null = null;
  try {
    opened = window.open('', '_blank');
  } catch {
    opened = null;
  }
  if (!opened) return null;
  const win = opened;
  // The provider's page must not be able to script or redirect this tab through window.opener.
  win.opener = null;
  return {
    go: (url) => {
      win.location.href = url;
    },
    close: () => {
      if (!win.closed) win.close();
    },
  };
}

/** No new window: leave for the hosted page in this tab (the pending id is already saved). */
export function redirectThisTab(url: string): void {
  window.location.assign(url);
}
