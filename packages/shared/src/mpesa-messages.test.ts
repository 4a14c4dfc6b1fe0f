import { describe, expect, it } from 'vitest';
import {
  MPESA_IMPORT_REASONS,
  parseKsh,
  parseMpesaMessage,
  parseMpesaMessages,
  splitPayer,
} from './mpesa-messages.js';

// Real-shaped M-Pesa confirmation texts as a landlord receives them: business (paybill and till)
// notifications and "You have received" personal ones, with the wordings seen over the years.

type Expected = {
  trans_id: string;
  amount: number;
  payer_name: string | null;
  phone: string | null;
  account: string | null;
  occurred_at: string;
};

const SAMPLES: [string, Expected][] = [
  // Paybill, business side ("Utility balance").
  [
    'QK12ABC3DE Confirmed. Ksh12,000.00 received from JOHN KAMAU 254712345678 on 3/11/26 at 9:14 AM. Account Number A1 New Utility balance is Ksh245,300.00',
    {
      trans_id: 'QK12ABC3DE',
      amount: 12000,
      payer_name: 'JOHN KAMAU',
      phone: '254712345678',
      account: 'A1',
      occurred_at: '20261103091400',
    },
  ],
  [
    'TKB7QXR2LM Confirmed. Ksh8,500.00 received from MARY WANJIRU NJOROGE 254722123456 on 1/12/26 at 12:05 PM. Account Number HSE B4 New Utility balance is Ksh1,045,000.00',
    {
      trans_id: 'TKB7QXR2LM',
      amount: 8500,
      payer_name: 'MARY WANJIRU NJOROGE',
      phone: '254722123456',
      account: 'HSE B4',
      occurred_at: '20261201120500',
    },
  ],
  [
    'TKC1ZZ9P0Q Confirmed. Ksh 15,000.00 received from PETER OTIENO 254701987654 on 5/1/27 at 12:30 AM. Account Number a-1 rent New Utility balance is Ksh15,000.00.',
    {
      trans_id: 'TKC1ZZ9P0Q',
      amount: 15000,
      payer_name: 'PETER OTIENO',
      phone: '254701987654',
      account: 'a-1 rent',
      occurred_at: '20270105003000',
    },
  ],
  [
    'SJ45KLM6NP Confirmed. Ksh7,000.00 received from FAITH CHEBET 2547******321 on 28/2/26 at 6:45 PM. Account Number UNIT 12 NOV New Utility balance is Ksh52,000.00',
    {
      trans_id: 'SJ45KLM6NP',
      amount: 7000,
      payer_name: 'FAITH CHEBET',
      phone: '2547******321',
      account: 'UNIT 12 NOV',
      occurred_at: '20260228184500',
    },
  ],
  [
    'RKT8PLM3AX Confirmed. Ksh1,250.00 received from ALI HASSAN MOHAMED 254110456789 on 14/7/26 at 10:02 AM. Account No. C3 New Utility balance is Ksh3,250.00',
    {
      trans_id: 'RKT8PLM3AX',
      amount: 1250,
      payer_name: 'ALI HASSAN MOHAMED',
      phone: '254110456789',
      account: 'C3',
      occurred_at: '20260714100200',
    },
  ],
  [
    'SAB2CDE3FG Confirmed. Ksh100,000.00 received from KIPCHOGE ENTERPRISES LTD 254733000111 on 30/6/26 at 4:00 PM. Account Number DEPOSIT A7 New Utility balance is Ksh400,000.00',
    {
      trans_id: 'SAB2CDE3FG',
      amount: 100000,
      payer_name: 'KIPCHOGE ENTERPRISES LTD',
      phone: '254733000111',
      account: 'DEPOSIT A7',
      occurred_at: '20260630160000',
    },
  ],
  [
    "TLD9XY8ZW7 Confirmed. Ksh9,999.00 received from GRACE NDUNG'U 254745678901 on 31/10/26 at 11:59 PM. Account Number 0745678901 New Utility balance is Ksh19,998.00",
    {
      trans_id: 'TLD9XY8ZW7',
      amount: 9999,
      payer_name: "GRACE NDUNG'U",
      phone: '254745678901',
      account: '0745678901',
      occurred_at: '20261031235900',
    },
  ],
  [
    'QF33HJK4LM Confirmed. Ksh500.00 received from JOSEPH 254790111222 on 2/3/26 at 8:00 AM. Account Number B2 New Utility balance is Ksh500.00',
    {
      trans_id: 'QF33HJK4LM',
      amount: 500,
      payer_name: 'JOSEPH',
      phone: '254790111222',
      account: 'B2',
      occurred_at: '20260302080000',
    },
  ],
  // Paybill with "for account" wording.
  [
    'TKE5RT6YU7 Confirmed. Ksh20,000.00 received from SAMUEL KARIUKI 254712000333 for account SUNA12 on 4/11/26 at 7:30 AM. New Utility balance is Ksh80,000.00',
    {
      trans_id: 'TKE5RT6YU7',
      amount: 20000,
      payer_name: 'SAMUEL KARIUKI',
      phone: '254712000333',
      account: 'SUNA12',
      occurred_at: '20261104073000',
    },
  ],
  [
    'TKF6AB7CD8 Confirmed. Ksh6,000.00 received from ESTHER AKINYI 0711222333 for account hse no 5 on 9/11/26 at 3:15 PM New Utility balance is Ksh86,000.00',
    {
      trans_id: 'TKF6AB7CD8',
      amount: 6000,
      payer_name: 'ESTHER AKINYI',
      phone: '0711222333',
      account: 'hse no 5',
      occurred_at: '20261109151500',
    },
  ],
  [
    'TKG7HJ8KL9 Confirmed. Ksh13,500.00 received from DAVID MUTUA 254799888777 for account Unit A1 nov. on 10/11/26 at 9:00 PM. New Utility balance is Ksh99,500.00',
    {
      trans_id: 'TKG7HJ8KL9',
      amount: 13500,
      payer_name: 'DAVID MUTUA',
      phone: '254799888777',
      account: 'Unit A1 nov',
      occurred_at: '20261110210000',
    },
  ],
  // Till (Buy Goods), business side: no account number.
  [
    'TKH8MN9PQ1 Confirmed. Ksh3,000.00 received from LUCY MWANGI 0712***678 on 6/11/26 at 1:20 PM. New Account balance is Ksh15,300.00',
    {
      trans_id: 'TKH8MN9PQ1',
      amount: 3000,
      payer_name: 'LUCY MWANGI',
      phone: '0712***678',
      account: null,
      occurred_at: '20261106132000',
    },
  ],
  [
    'TKJ9RS1TU2 Confirmed. Ksh11,000.00 received from 254712345678 JAMES ODHIAMBO on 7/11/26 at 10:10 AM. New Till balance is Ksh26,300.00',
    {
      trans_id: 'TKJ9RS1TU2',
      amount: 11000,
      payer_name: 'JAMES ODHIAMBO',
      phone: '254712345678',
      account: null,
      occurred_at: '20261107101000',
    },
  ],
  [
    'TKK1VW2XY3 Confirmed. on 8/11/26 at 7:45 AM Ksh4,500.00 received from 254701234567 ANN WAMBUI. New Account balance is Ksh30,800.00',
    {
      trans_id: 'TKK1VW2XY3',
      amount: 4500,
      payer_name: 'ANN WAMBUI',
      phone: '254701234567',
      account: null,
      occurred_at: '20261108074500',
    },
  ],
  [
    'TKL2ZA3BC4 Confirmed. Ksh2,000.00 received from KEVIN KIPRONO 0722***111 on 11/11/26 at 5:05 PM. New business balance is Ksh32,800.00',
    {
      trans_id: 'TKL2ZA3BC4',
      amount: 2000,
      payer_name: 'KEVIN KIPRONO',
      phone: '0722***111',
      account: null,
      occurred_at: '20261111170500',
    },
  ],
  [
    'TKM3DE4FG5 Confirmed. Ksh10,000.00 received from NANCY ATIENO 2547****4567 on 12/11/26 at 8:30 AM New Till balance is Ksh42,800.00',
    {
      trans_id: 'TKM3DE4FG5',
      amount: 10000,
      payer_name: 'NANCY ATIENO',
      phone: '2547****4567',
      account: null,
      occurred_at: '20261112083000',
    },
  ],
  // Personal "You have received" (the landlord's own line).
  [
    'RB47XYZ1AB Confirmed. You have received Ksh5,500.00 from MARY WANJIRU 0722123456 on 5/11/26 at 7:02 PM New M-PESA balance is Ksh8,120.50. Separate personal and business funds through Pochi la Biashara on *334#.',
    {
      trans_id: 'RB47XYZ1AB',
      amount: 5500,
      payer_name: 'MARY WANJIRU',
      phone: '0722123456',
      account: null,
      occurred_at: '20261105190200',
    },
  ],
  [
    'TKN4HI5JK6 Confirmed.You have received Ksh12,000.00 from JOHN DOE 254712345678 on 1/11/26 at 10:30 AM New M-PESA balance is Ksh15,000.00. Transaction cost, Ksh0.00.',
    {
      trans_id: 'TKN4HI5JK6',
      amount: 12000,
      payer_name: 'JOHN DOE',
      phone: '254712345678',
      account: null,
      occurred_at: '20261101103000',
    },
  ],
  [
    'BS49OR201 Confirmed.\nYou have received Ksh50.00 from\nMICHAEL OMONDI 254729901555\non 15/10/11 at 11:52 AM\nNew M-PESA balance is Ksh100.00',
    {
      trans_id: 'BS49OR201',
      amount: 50,
      payer_name: 'MICHAEL OMONDI',
      phone: '254729901555',
      account: null,
      occurred_at: '20111015115200',
    },
  ],
  [
    "DT82ZD611 Confirmed.\nYou have received Ksh5,500.00 from\nALEX NDUNG'U 254723784491\non 31/7/13 at 3:08 PM\nNew M-PESA balance is Ksh5,844.00.Save & get a loan on Mshwari",
    {
      trans_id: 'DT82ZD611',
      amount: 5500,
      payer_name: "ALEX NDUNG'U",
      phone: '254723784491',
      account: null,
      occurred_at: '20130731150800',
    },
  ],
  [
    'DT85TH896 Confirmed.\nYou have received Ksh3,500.00 from\n501901 - KCB Money Transfer Services\non 31/7/13 at 6:43 PM\nNew M-PESA balance is Ksh11,312.00.',
    {
      trans_id: 'DT85TH896',
      amount: 3500,
      payer_name: 'KCB Money Transfer Services',
      phone: null,
      account: null,
      occurred_at: '20130731184300',
    },
  ],
  [
    'BC8JT386 Confirmed you have received Ksh 1,230 from JAMES KORIR on6/4/11 at 5:40 pm your new M-PESA balance is Ksh2,150',
    {
      trans_id: 'BC8JT386',
      amount: 1230,
      payer_name: 'JAMES KORIR',
      phone: null,
      account: null,
      occurred_at: '20110406174000',
    },
  ],
  [
    'TKP5LM6NO7 Confirmed. You have received Ksh18,000.00 from CAROLINE WAIRIMU 0799123456 on 3/12/26 at 6:00 AM New M-PESA balance is Ksh18,640.00. Transaction cost, Ksh0.00. Amount you can transact within the day is 481,000.00.',
    {
      trans_id: 'TKP5LM6NO7',
      amount: 18000,
      payer_name: 'CAROLINE WAIRIMU',
      phone: '0799123456',
      account: null,
      occurred_at: '20261203060000',
    },
  ],
  [
    'TKQ6PQ7RS8 Confirmed. You have received Ksh4,000.00 from EQUITY BANK 247247 on 4/12/26 at 2:22 PM New M-PESA balance is Ksh22,640.00.',
    {
      trans_id: 'TKQ6PQ7RS8',
      amount: 4000,
      payer_name: 'EQUITY BANK',
      phone: null,
      account: null,
      occurred_at: '20261204142200',
    },
  ],
  [
    'TKR7TU8VW9 Confirmed. You have received Ksh900.00 from BRIAN NGANGA 254722923120 on 27/3/26 at 11:04 PM New M-PESA balance is Ksh3,366.00.PIN YAKO SIRI YAKO',
    {
      trans_id: 'TKR7TU8VW9',
      amount: 900,
      payer_name: 'BRIAN NGANGA',
      phone: '254722923120',
      account: null,
      occurred_at: '20260327230400',
    },
  ],
  // Pochi la Biashara.
  [
    'TKS8XY9ZA1 Confirmed. You have received Ksh2,500.00 from SHARON 0712***890 on 5/12/26 at 9:41 AM. New business balance is Ksh2,500.00.',
    {
      trans_id: 'TKS8XY9ZA1',
      amount: 2500,
      payer_name: 'SHARON',
      phone: '0712***890',
      account: null,
      occurred_at: '20261205094100',
    },
  ],
  // KES instead of Ksh, four-digit years, seconds in the time.
  [
    'TKT9BC1DE2 Confirmed. KES 16,000.00 received from MOSES WEKESA 254705555666 on 06/12/2026 at 10:15:30 AM. Account Number B12 New Utility balance is KES 116,000.00',
    {
      trans_id: 'TKT9BC1DE2',
      amount: 16000,
      payer_name: 'MOSES WEKESA',
      phone: '254705555666',
      account: 'B12',
      occurred_at: '20261206101530',
    },
  ],
  [
    'TKU1FG2HI3 Confirmed. Ksh7,500 received from PURITY MUTHONI 254768000999 on 7/12/26 at 12:00 PM. Account Number D4 New Utility balance is Ksh123,500',
    {
      trans_id: 'TKU1FG2HI3',
      amount: 7500,
      payer_name: 'PURITY MUTHONI',
      phone: '254768000999',
      account: 'D4',
      occurred_at: '20261207120000',
    },
  ],
  [
    'TKV2JK3LM4 Confirmed. Ksh1,000,000.00 received from ACME PROPERTIES LIMITED 254700000001 on 8/12/26 at 3:00 PM. Account Number BLOCK C New Utility balance is Ksh1,123,500.00',
    {
      trans_id: 'TKV2JK3LM4',
      amount: 1000000,
      payer_name: 'ACME PROPERTIES LIMITED',
      phone: '254700000001',
      account: 'BLOCK C',
      occurred_at: '20261208150000',
    },
  ],
  [
    'TKW3NO4PQ5 Confirmed. Ksh6,200.00 received from STEPHEN 254112233445 on 9/12/26 at 1:01 AM. Acc. G7 New Utility balance is Ksh1,129,700.00',
    {
      trans_id: 'TKW3NO4PQ5',
      amount: 6200,
      payer_name: 'STEPHEN',
      phone: '254112233445',
      account: 'G7',
      occurred_at: '20261209010100',
    },
  ],
  [
    'TKX4RS5TU6 Confirmed. Ksh3,300.00 received from WINNIE ACHIENG 254733444555 on 10/12/26 at 4:44 PM. Account Number JAN 2027 RENT H9 New Utility balance is Ksh1,133,000.00',
    {
      trans_id: 'TKX4RS5TU6',
      amount: 3300,
      payer_name: 'WINNIE ACHIENG',
      phone: '254733444555',
      account: 'JAN 2027 RENT H9',
      occurred_at: '20261210164400',
    },
  ],
  [
    'TKY5VW6XY7 Confirmed. Ksh14,000.00 received from TOM MBOYA 254720202020 on 29/2/28 at 9:09 AM. Account Number K1 New Utility balance is Ksh14,000.00',
    {
      trans_id: 'TKY5VW6XY7',
      amount: 14000,
      payer_name: 'TOM MBOYA',
      phone: '254720202020',
      account: 'K1',
      occurred_at: '20280229090900',
    },
  ],
];

describe('parseMpesaMessage', () => {
  it.each(SAMPLES)('reads %s', (text, expected) => {
    expect(parseMpesaMessage(text, 1)).toEqual({ line: 1, ...expected });
  });

  it('has at least 30 samples', () => {
    expect(SAMPLES.length).toBeGreaterThanOrEqual(30);
  });

  it.each([
    [
      'TKZ1AB2CD3 Confirmed. Ksh1,510.00 paid to DAD RONGAI. on 29/11/25 at 7:25 PM. New M-PESA balance is Ksh1,000.00. Transaction cost, Ksh0.00.',
      MPESA_IMPORT_REASONS.notReceived,
    ],
    [
      'QC34XYZ123 Confirmed. Ksh2,500.00 sent to JANE SMITH 254723456789 on 18/11/25 at 2:15 PM. New M-PESA balance is Ksh12,500.00.',
      MPESA_IMPORT_REASONS.notReceived,
    ],
    [
      'RF45ABC123 Confirmed. You have paid Ksh1,200.00 to KPLC PREPAID for account 123456 on 18/11/25 at 4:30 PM. New balance is Ksh11,300.00.',
      MPESA_IMPORT_REASONS.notReceived,
    ],
    [
      'HJ67GHI123 Confirmed. on 18/11/25 at 3:20 PM Withdraw Ksh3,000.00 from 123456 - MPESA Agent. New M-PESA balance is Ksh7,500.00.',
      MPESA_IMPORT_REASONS.notReceived,
    ],
    [
      'KL78JKL123 Confirmed. You bought Ksh100.00 of airtime on 18/11/25 at 11:00 AM. New M-PESA balance is Ksh7,400.00.',
      MPESA_IMPORT_REASONS.notReceived,
    ],
    [
      'MN89MNO123 Confirmed. Transaction QC34XYZ123 has been reversed. Your account balance is now Ksh9,900.00.',
      MPESA_IMPORT_REASONS.reversal,
    ],
    [
      'TKZ2CD3EF4 Confirmed. Ksh12,000.50 received from JOHN KAMAU 254712345678 on 3/11/26 at 9:14 AM. Account Number A1 New Utility balance is Ksh1.00',
      'Ksh12,000.50 is not a whole number of shillings',
    ],
    [
      'TKZ3EF4GH5 Confirmed. received from JOHN KAMAU 254712345678 on 3/11/26 at 9:14 AM. Account Number A1',
      MPESA_IMPORT_REASONS.noAmount,
    ],
    [
      'TKZ4GH5IJ6 Confirmed. Ksh12,000.00 received from JOHN KAMAU 254712345678. Account Number A1',
      MPESA_IMPORT_REASONS.noDate,
    ],
    [
      'TKZ5IJ6KL7 Confirmed. Ksh12,000.00 received from JOHN KAMAU 254712345678 on 31/11/26 at 9:14 AM.',
      MPESA_IMPORT_REASONS.badDate,
    ],
    [
      'TKZ6KL7MN8 Confirmed. Ksh12,000.00 received from JOHN KAMAU 254712345678 on 3/11/26 at 13:14 PM.',
      MPESA_IMPORT_REASONS.badDate,
    ],
    [
      'TKZ7MN8OP9 Confirmed. Ksh12,000.00 received on 3/11/26 at 9:14 AM.',
      MPESA_IMPORT_REASONS.noPayer,
    ],
    [
      'TKZ8OP9QR1 Confirmed. Ksh12,0000.00 received from JOHN KAMAU 254712345678 on 3/11/26 at 9:14 AM.',
      '"12,0000.00" is not an amount',
    ],
  ])('refuses %s', (text, reason) => {
    expect(parseMpesaMessage(text, 4)).toEqual({ line: 4, reason });
  });
});

describe('parseMpesaMessages', () => {
  it('splits messages on their own lines and reports each line it cannot read', () => {
    const text = [
      'hello, here are my messages',
      SAMPLES[0]![0],
      '',
      SAMPLES[16]![0],
      SAMPLES[11]![0],
      'TKZ1AB2CD3 Confirmed. Ksh1,510.00 paid to DAD RONGAI. on 29/11/25 at 7:25 PM.',
    ].join('\n');
    const result = parseMpesaMessages(text);
    expect(result.transactions.map((t) => [t.line, t.trans_id])).toEqual([
      [2, 'QK12ABC3DE'],
      [4, 'RB47XYZ1AB'],
      [5, 'TKH8MN9PQ1'],
    ]);
    expect(result.rejected).toEqual([
      { line: 1, reason: MPESA_IMPORT_REASONS.noCode },
      { line: 6, reason: MPESA_IMPORT_REASONS.notReceived },
    ]);
  });

  it('splits messages run together without a separator', () => {
    const text = SAMPLES.slice(0, 5)
      .map(([t]) => t)
      .join('');
    const result = parseMpesaMessages(text);
    expect(result.rejected).toEqual([]);
    expect(result.transactions).toEqual(SAMPLES.slice(0, 5).map(([, e]) => ({ line: 1, ...e })));
  });

  it('finds a code glued to the end of the message before it', () => {
    const text = `${SAMPLES[24]![0]}${SAMPLES[0]![0]}\n${SAMPLES[1]![0]}${SAMPLES[2]![0]}`;
    const result = parseMpesaMessages(text);
    expect(result.rejected).toEqual([]);
    expect(result.transactions.map((t) => t.trans_id)).toEqual([
      'TKR7TU8VW9',
      'QK12ABC3DE',
      'TKB7QXR2LM',
      'TKC1ZZ9P0Q',
    ]);
  });

  it('reports a line after a complete message that is not part of it', () => {
    const text = [
      SAMPLES[0]![0],
      'thanks, rent for November',
      SAMPLES[18]![0],
      '',
      'also this one from M-Pesa',
      'Transaction cost, Ksh0.00.',
    ].join('\n');
    const result = parseMpesaMessages(text);
    expect(result.transactions.map((t) => t.trans_id)).toEqual(['QK12ABC3DE', 'BS49OR201']);
    expect(result.rejected).toEqual([
      { line: 2, reason: MPESA_IMPORT_REASONS.noCode },
      { line: 9, reason: MPESA_IMPORT_REASONS.noCode },
    ]);
  });

  it('reads 2,000 pasted messages quickly, with their line numbers', () => {
    const text = Array.from(
      { length: 2000 },
      (_, i) =>
        `TK${String(i).padStart(8, '0')} Confirmed. Ksh1,000.00 received from JOHN KAMAU 254712345678 on 3/11/26 at 9:14 AM. Account Number A${i} New Utility balance is Ksh1,000.00`,
    ).join('\n');
    const started = performance.now();
    const result = parseMpesaMessages(text);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(result.transactions).toHaveLength(2000);
    expect(result.transactions[1999]).toMatchObject({ line: 2000, account: 'A1999' });
  });

  it.each([
    ['a long run of capitals', 'A'.repeat(1_000_000)],
    [
      'a long code-like run before Confirmed',
      `${'A1'.repeat(500_000)} Confirmed. Ksh1.00 received`,
    ],
    ['one message then a flood of "from"', `${SAMPLES[0]![0]}${' from'.repeat(200_000)}`],
    [
      'a message line followed by a huge line',
      `${SAMPLES[0]![0]}\n${'from on 1/1/26 '.repeat(60_000)}`,
    ],
    ['thousands of empty messages', 'QK12ABC3DE Confirmed.\n'.repeat(50_000)],
  ])('answers hostile input (%s) in linear time', (_, text) => {
    const started = performance.now();
    const result = parseMpesaMessages(text);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(result.rejected.length + result.transactions.length).toBeGreaterThan(0);
  });

  it('keeps multi-line messages whole', () => {
    const text = `${SAMPLES[18]![0]}\n${SAMPLES[19]![0]}`;
    const result = parseMpesaMessages(text);
    expect(result.transactions.map((t) => [t.line, t.trans_id, t.amount])).toEqual([
      [1, 'BS49OR201', 50],
      [6, 'DT82ZD611', 5500],
    ]);
  });

  it.each(['', '   \n  ', 'lorem ipsum\ndolor sit amet', '12000 from john on monday', '💸💸💸'])(
    'finds nothing in garbage %j and says which lines',
    (text) => {
      const result = parseMpesaMessages(text);
      expect(result.transactions).toEqual([]);
      expect(result.rejected.length).toBe(text.split('\n').filter((l) => l.trim()).length);
    },
  );
});

describe('parseKsh', () => {
  it.each([
    ['12,000.00', 12000],
    ['12000', 12000],
    ['Ksh 1,000,000.00', 1000000],
    ['500.0', 500],
  ])('%s → %i', (raw, amount) => expect(parseKsh(raw)).toEqual({ amount }));
  it.each(['12,000.50', '0.00', '-5', '1,00', 'abc', '12.345'])('refuses %s', (raw) => {
    expect(parseKsh(raw)).toHaveProperty('reason');
  });
});

describe('splitPayer', () => {
  it.each([
    ['JOHN KAMAU 254712345678', { name: 'JOHN KAMAU', phone: '254712345678' }],
    ['254712345678 - JOHN KAMAU', { name: 'JOHN KAMAU', phone: '254712345678' }],
    ['2547******678 - JANE', { name: 'JANE', phone: '2547******678' }],
    ['501901 - KCB Money Transfer Services', { name: 'KCB Money Transfer Services', phone: null }],
    ['', { name: null, phone: null }],
  ])('%s', (text, expected) => expect(splitPayer(text)).toEqual(expected));
});
