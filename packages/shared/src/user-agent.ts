// A browser's User-Agent header as a person reads it: "Chrome on Android", "Safari on iPhone".
// The Activity log shows this and keeps the raw header behind a disclosure (issue 17, item 19).
// A few ordered rules instead of a parser library: the log only needs the browser family and the
// device, and order matters because most browsers also claim to be Safari, Chrome or Mozilla.

type Rule = readonly [pattern: RegExp, name: string];

// First match wins: Edge, Opera and Samsung Internet all say "Chrome" too, and Chrome says "Safari".
const BROWSERS: readonly Rule[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:CriOS|HeadlessChrome|Chrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(?:iPhone|iPad)\b.*\bAppleWebKit\//, 'Safari'],
  [/^curl\//, 'curl'],
  [/^PostmanRuntime\//, 'Postman'],
  [/^(?:node|undici|axios)\b/i, 'a script'],
];

// iPhone and iPad before macOS (iPadOS may say "Macintosh"), Android before Linux.
const SYSTEMS: readonly Rule[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (rules: readonly Rule[], text: string) =>
  rules.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * "Chrome on Android", "Firefox on Windows", "Browser on Linux" (device known, browser not),
 * "curl", or "Unknown browser"; null when there was no header at all.
 */
export function summariseUserAgent(userAgent: string | null | undefined): string | null {
  const text = userAgent?.trim();
  if (!text) return null;
  const browser = firstMatch(BROWSERS, text);
  const system = firstMatch(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser === 'a script' ? 'A script' : browser;
  if (system) return `Browser on ${system}`;
  return 'Unknown browser';
}
