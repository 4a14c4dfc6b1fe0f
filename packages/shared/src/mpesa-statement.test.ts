import { describe, expect, it } from 'vitest';
import { parseMpesaStatementRows, statementTime, STATEMENT_REASONS } from './mpesa-statement.js';

// Rows as a CSV library hands them over from Safaricom's business statement export.

const rowsOf = (lines: string[][]) => lines.map((cells, i) => ({ line: i + 1, cells }));

const HEADER = [
  'Receipt No.',
  'Completion Time',
  'Initiation Time',
  'Details',
  'Transaction Status',
  'Paid In',
  'Withdrawn',
  'Balance',
  'Balance Confirmed',
  'Reason Type',
  'Other Party Info',
  'Linked Transaction ID',
  'A/C No.',
];

describe('parseMpesaStatementRows', () => {
  it('imports completed paid-in rows after the preamble and skips money out', () => {
    const result = parseMpesaStatementRows(
      rowsOf([
        ['Account Holder:', 'KILIMANI HEIGHTS LTD'],
        ['Short Code:', '600123'],
        [],
        HEADER,
        [
          'TKA1BC2DE3',
          '2026-11-03 09:14:22',
          '2026-11-03 09:14:22',
          'Pay Bill from 254712345678 - JOHN KAMAU Acc. A1',
          'Completed',
          '12,000.00',
          '',
          '245,300.00',
          'true',
          'Pay Bill Online',
          '254712345678 - JOHN KAMAU',
          '',
          'A1',
        ],
        [
          'TKA2BC3DE4',
          '2026-11-03 10:00:00',
          '2026-11-03 10:00:00',
          'Business Buy Goods Charge',
          'Completed',
          '',
          '-55.00',
          '245,245.00',
          'true',
          'Charge',
          '',
          '',
          '',
        ],
        [
          'TKA3BC4DE5',
          '2026-11-04 19:02:11',
          '2026-11-04 19:02:11',
          'Pay Bill Online from 2547******456 - MARY WANJIRU Acc. hse b4',
          'Completed',
          '8,500.00',
          '',
          '253,745.00',
          'true',
          'Pay Bill Online',
          '2547******456 - MARY WANJIRU',
          '',
          '',
        ],
        [
          'TKA4BC5DE6',
          '2026-11-05 08:00:00',
          '2026-11-05 08:00:00',
          'Pay Bill from 254722000111 - JANE',
          'Failed',
          '5,000.00',
          '',
          '253,745.00',
          'false',
          'Pay Bill Online',
          '254722000111 - JANE',
          '',
          'C1',
        ],
        [
          'TKA5BC6DE7',
          '2026-11-05 09:00:00',
          '',
          'Pay Bill from 254733000222 - ANN',
          'Completed',
          '4,000.50',
          '',
          '',
          '',
          '',
          '254733000222 - ANN',
          '',
          'D1',
        ],
        [
          'not-a-code',
          '2026-11-05 09:00:00',
          '',
          'Pay Bill',
          'Completed',
          '100.00',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
        ],
        [
          'TKA6BC7DE8',
          'yesterday',
          '',
          'Pay Bill',
          'Completed',
          '100.00',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
        ],
        ['', '', '', '', '', '', '', '', '', '', '', '', ''],
      ]),
    );
    expect(result.transactions).toEqual([
      {
        line: 5,
        trans_id: 'TKA1BC2DE3',
        amount: 12000,
        payer_name: 'JOHN KAMAU',
        phone: '254712345678',
        account: 'A1',
        occurred_at: '20261103091422',
      },
      {
        line: 7,
        trans_id: 'TKA3BC4DE5',
        amount: 8500,
        payer_name: 'MARY WANJIRU',
        phone: '2547******456',
        account: 'hse b4',
        occurred_at: '20261104190211',
      },
    ]);
    expect(result.skipped).toBe(1);
    expect(result.rejected).toEqual([
      { line: 8, reason: STATEMENT_REASONS.notCompleted('Failed') },
      { line: 9, reason: 'Ksh4,000.50 is not a whole number of shillings' },
      { line: 10, reason: STATEMENT_REASONS.badReceipt },
      { line: 11, reason: STATEMENT_REASONS.badTime },
    ]);
  });

  it('accepts common header variants and reads the payer from the details', () => {
    const result = parseMpesaStatementRows(
      rowsOf([
        [
          'Receipt No',
          'Completion Time',
          'Details',
          'Status',
          'Paid In (KSh)',
          'Withdrawn (KSh)',
          'Balance (KSh)',
        ],
        [
          'TKB1CD2EF3',
          '03/11/2026 09:14',
          'Merchant Payment from 0712***678 - LUCY MWANGI',
          'COMPLETED',
          '3,000.00',
          '',
          '15,300.00',
        ],
        [
          'TKB2CD3EF4',
          '4-11-26 7:30 PM',
          'Pay Bill from 254712000333 - SAMUEL KARIUKI Acc. SUNA12',
          'Completed',
          '20000',
          '',
          '35,300.00',
        ],
      ]),
    );
    expect(result.rejected).toEqual([]);
    expect(result.transactions).toEqual([
      {
        line: 2,
        trans_id: 'TKB1CD2EF3',
        amount: 3000,
        payer_name: 'LUCY MWANGI',
        phone: '0712***678',
        account: null,
        occurred_at: '20261103091400',
      },
      {
        line: 3,
        trans_id: 'TKB2CD3EF4',
        amount: 20000,
        payer_name: 'SAMUEL KARIUKI',
        phone: '254712000333',
        account: 'SUNA12',
        occurred_at: '20261104193000',
      },
    ]);
  });

  it('says so when there is no statement header', () => {
    expect(
      parseMpesaStatementRows(
        rowsOf([
          ['name', 'amount'],
          ['john', '100'],
        ]),
      ),
    ).toEqual({
      transactions: [],
      rejected: [{ line: 1, reason: STATEMENT_REASONS.noHeader }],
      skipped: 0,
    });
    expect(parseMpesaStatementRows([]).rejected).toEqual([
      { line: 1, reason: STATEMENT_REASONS.noHeader },
    ]);
  });
});

describe('statementTime', () => {
  it.each([
    ['2026-11-03 09:14:22', '20261103091422'],
    ['2026/11/03 09:14', '20261103091400'],
    ['03-11-2026 09:14:22', '20261103091422'],
    ['3/11/26 9:14 AM', '20261103091400'],
    ['3/11/26 12:05 AM', '20261103000500'],
    ['2026-11-03', '20261103000000'],
  ])('%s', (raw, expected) => expect(statementTime(raw)).toBe(expected));
  it.each(['', '2026-13-01 00:00', '31/11/2026 10:00', '3/11/26 13:00 PM', 'Nov 3 2026'])(
    'refuses %j',
    (raw) => expect(statementTime(raw)).toBeNull(),
  );
});
