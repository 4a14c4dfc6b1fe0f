import { stringify } from 'csv-stringify/sync';
import { formatKsh, MRI_MESSAGES, type MriReport } from '@pango/shared';
import { safeCsvText } from '../../../lib/csv-export.js';
import { renderPdf, type PdfDoc } from '../../../lib/pdf.js';

// The MRI report's two downloads (ADR 039). KRA's exact sheet layout is unconfirmed
// (kenya-notes): eRITS asks for each tenant's KRA PIN per property, so the CSV has one row per
// tenant and property with the figures the return is entered from, in whole shillings.

export const MRI_CSV_COLUMNS = [
  'Tenant KRA PIN',
  'Tenant name',
  'Property',
  'Gross rent received (KSh)',
  'Tax rate',
  'Tax (KSh)',
  'Withholding certificate',
  'Tax withheld (KSh)',
] as const;

export const mriFilename = (month: string, ext: 'csv' | 'pdf') =>
  `kra-monthly-rental-income-${month}.${ext}`;

export function mriCsv(report: MriReport): string {
  const rows: (string | number)[][] = [];
  for (const tenant of report.tenants.results) {
    rows.push([
      tenant.kra_pin ?? '',
      safeCsvText(tenant.name),
      safeCsvText(tenant.property_name),
      tenant.gross_rent,
      report.rate,
      tenant.tax,
      '',
      '',
    ]);
  }
  // Rent a withholding agent paid: gross is what arrived plus what it withheld, its tax already paid.
  for (const c of report.withheld.certificates) {
    rows.push([
      c.kra_pin ?? '',
      safeCsvText(c.tenant_name),
      safeCsvText(c.property_name),
      c.gross_rent,
      report.rate,
      '',
      safeCsvText(c.certificate_number),
      c.amount,
    ]);
  }
  return stringify(rows, { header: true, columns: [...MRI_CSV_COLUMNS] });
}

const LEFT = 48;
const WIDTH = 499;

function line(doc: PdfDoc, label: string, value: string, bold = false) {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  doc.text(label, LEFT, y, { width: 330 });
  const bottom = doc.y;
  doc.text(value, LEFT + 340, y, { width: WIDTH - 340, align: 'right' });
  doc.y = Math.max(doc.y, bottom) + 2;
}

const percent = (rate: string) => `${Number(rate) * 100} %`;

export function mriPdf(report: MriReport, landlordName: string): Promise<Buffer> {
  return renderPdf(
    { title: `KRA Monthly Rental Income ${report.month}`, author: 'Pango', compress: false },
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(18).text('KRA Monthly Rental Income', LEFT, doc.y);
      doc.font('Helvetica').fontSize(10).text(`${landlordName}, ${report.month}`);
      doc.moveDown(0.3).text(MRI_MESSAGES.disclaimer);
      doc.moveDown(0.8);
      if (report.nil_return) line(doc, 'No rent received: file a nil return.', '', true);
      line(doc, 'Gross residential rent received', formatKsh(report.gross_rent), true);
      line(doc, `Tax at ${percent(report.rate)}`, formatKsh(report.tax), true);
      line(doc, 'Due by', report.due_date);
      line(doc, 'Late filing penalty if missed', formatKsh(report.late_filing_penalty));
      // The tenant rows come ordered by property, as the property rows do.
      const rows = report.tenants.results;
      let at = 0;
      for (const property of report.properties) {
        doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text(property.name, LEFT, doc.y);
        for (; at < rows.length && rows[at]!.property_id === property.property_id; at++) {
          const t = rows[at]!;
          line(doc, `${t.name} (PIN ${t.kra_pin ?? 'not given'})`, formatKsh(t.gross_rent));
        }
        line(doc, 'Property total', formatKsh(property.gross_rent), true);
      }
      if (report.withheld.certificates.length > 0) {
        doc
          .moveDown(0.6)
          .font('Helvetica-Bold')
          .fontSize(12)
          .text('Withheld by agents', LEFT, doc.y);
        for (const c of report.withheld.certificates) {
          line(
            doc,
            `${c.certificate_number}: ${c.tenant_name ?? ''}, ${c.property_name ?? ''}`,
            `${formatKsh(c.gross_rent)} / ${formatKsh(c.amount)} withheld`,
          );
        }
        line(doc, 'Tax withheld', formatKsh(report.withheld.tax_withheld), true);
      }
      if (report.excluded_properties.length > 0) {
        doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text('Not in MRI', LEFT, doc.y);
        for (const p of report.excluded_properties) {
          line(doc, p.name, formatKsh(p.gross_rent));
        }
      }
    },
  );
}
