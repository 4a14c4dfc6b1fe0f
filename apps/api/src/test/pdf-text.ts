import { inflateSync } from 'node:zlib';

// Reads the text of a pdfkit PDF for assertions (docs/decisions/022): inflates its content streams
// and decodes the hex strings of each TJ/Tj operator (pdfkit writes WinAnsi codes in hex, split
// where it kerns). One line of output per text operator.

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const contents: string[] = [];
  const stream = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = stream.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      contents.push(inflateSync(bytes).toString('latin1'));
    } catch {
      contents.push(bytes.toString('latin1')); // an uncompressed stream
    }
    stream.lastIndex = end;
  }
  const lines: string[] = [];
  for (const content of contents) {
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex =
        op[1] !== undefined
          ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('')
          : op[2]!;
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
