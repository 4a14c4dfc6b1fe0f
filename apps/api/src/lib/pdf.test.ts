import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf.js';

describe('renderPdf', () => {
  it('produces a PDF whose text a reader can find', async () => {
    const bytes = await renderPdf({ title: 'Receipt', author: 'Pango' }, (doc) => {
      doc.fontSize(14).text('Receipt R-000001');
    });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(500);
  });

  it('rejects when drawing fails instead of hanging', async () => {
    await expect(
      renderPdf({ title: 'x', author: 'y' }, () => {
        throw new Error('bad drawing');
      }),
    ).rejects.toThrow('bad drawing');
  });
});
