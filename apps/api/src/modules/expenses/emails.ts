import { formatKsh, statementRangeLabel, type OwnerStatement } from '@pango/shared';
import { emailLines, renderEmail, type EmailContent } from '../../lib/email-layout.js';

// The owner statement email (kind owner_statement): the figures in the body, the PDF attached.

export function ownerStatementEmail(s: OwnerStatement, senderName: string): EmailContent {
  const period = statementRangeLabel(s.from, s.to);
  return renderEmail({
    subject: `Owner statement: ${s.property.name}, ${period}`,
    greeting: s.owner.name ? `Hello ${s.owner.name},` : 'Hello,',
    paragraphs: [
      `${senderName} has sent you the owner statement of ${s.property.name} for ${period}. The full statement is attached as a PDF.`,
      emailLines(
        `Income received: ${formatKsh(s.income_total)}`,
        `Expenses: ${formatKsh(s.expenses_total)}`,
        `Net: ${s.net < 0 ? '-' : ''}${formatKsh(Math.abs(s.net))}`,
        `Deposits held (not income): ${formatKsh(s.deposits_held)}`,
        `Arrears at the end of the period: ${formatKsh(s.arrears)}`,
      ),
    ],
    landlordName: senderName,
  });
}
