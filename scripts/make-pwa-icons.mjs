// Writes the installable web app's PNG icons (ADR 043) from one SVG: the favicon's house on the
// brand colour, full-bleed for the maskable icon (its safe zone is the middle 80%).
// Run: node scripts/make-pwa-icons.mjs (sharp comes from the API's dependencies).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib/run.mjs';

const sharp = createRequire(path.join(ROOT, 'apps/api/package.json'))('sharp');
const BRAND = '#0f766e';
const HOUSE = 'M8 15 16 8l8 7v9h-5v-6h-6v6H8z';
const out = path.join(ROOT, 'apps/web/public/icons');

/** `inset`: the house's share of the icon, smaller for the maskable one. */
const svg = (rounded, scale) => {
  const offset = (32 - 32 * scale) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${BRAND}"/><g transform="translate(${offset} ${offset}) scale(${scale})"><path d="${HOUSE}" fill="#fff"/></g></svg>`,
  );
};

for (const size of [192, 512]) {
  await sharp(svg(true, 1), { density: 1200 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, `icon-${size}.png`));
}
await sharp(svg(false, 0.75), { density: 1200 })
  .resize(512, 512)
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(out, 'maskable-512.png'));
console.log('icons written to', path.relative(ROOT, out));
