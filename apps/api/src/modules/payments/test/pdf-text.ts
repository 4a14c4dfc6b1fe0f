/**
 * The text of an uncompressed pdfkit PDF (renderPdf's `compress: false`), one string per line it
 * drew: pdfkit writes each line as a TJ array of hex strings split by kerning.
 */
export function pdfText(bytes: Buffer): string[] {
  const source = bytes.toString('latin1');
  return [...source.matchAll(/\[([^\]]*)\] TJ/g)].map((match) =>
    [...(match[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)]
      .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
      .join(''),
  );
}
