import PDFDocument from 'pdfkit';

// One way to make a PDF on the server (receipts, final statements): pdfkit draws with its built-in
// Helvetica, so no font files ship and nothing reaches the web bundle (docs/decisions/022).

export type PdfDoc = InstanceType<typeof PDFDocument>;

/**
 * Renders a one-column A4 document drawn by `draw` and resolves with its bytes. `compress: false`
 * leaves the text streams readable, so tests can look for what a page says.
 */
export function renderPdf(
  meta: { title: string; author: string; compress?: boolean },
  draw: (doc: PdfDoc) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      compress: meta.compress ?? true,
      info: { Title: meta.title, Author: meta.author },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
