import { describe, expect, it } from 'vitest';
import { payByMpesaLine } from '../../mpesa-c2b.js';
import { countSmsSegments, paymentReceiptSms, rentReminderSms } from '../../sms.js';
import { balanceAfterLabel, TENANCY_RECORD_MESSAGES } from '../../tenancy-record.js';
import { en } from './en.js';
import { sw } from './sw.js';
import {
  fullMonthIn,
  MESSAGE_CATALOGUES,
  messageLanguageOf,
  placeholdersOf,
  translate,
  type MessageKey,
} from './translate.js';

// The email and SMS catalogues (ADR 045): every key in both languages with the same placeholders,
// so no tenant ever reads a raw key or a "{amount}" left unfilled.

const keys = (catalogue: object) => Object.keys(catalogue).sort();

describe('message catalogues', () => {
  it('have the same keys in English and Kiswahili', () => {
    const inEnglishOnly = keys(en).filter((key) => !Object.hasOwn(sw, key));
    const inKiswahiliOnly = keys(sw).filter((key) => !Object.hasOwn(en, key));
    expect(inEnglishOnly).toEqual([]);
    expect(inKiswahiliOnly).toEqual([]);
  });

  it('use the same placeholders for every key', () => {
    const mismatched = (Object.keys(en) as MessageKey[]).filter(
      (key) =>
        placeholdersOf(en[key]).sort().join() !==
        placeholdersOf(sw[key] ?? '')
          .sort()
          .join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('leave no string empty', () => {
    for (const catalogue of Object.values(MESSAGE_CATALOGUES))
      for (const text of Object.values(catalogue)) expect(text.trim()).not.toBe('');
  });

  it('write SMS in GSM-7 so a Kiswahili text costs what an English one does', () => {
    const smsKeys = (Object.keys(en) as MessageKey[]).filter(
      (key) =>
        key.startsWith('sms.') || key.startsWith('mpesa.') || key.startsWith('report.status.'),
    );
    for (const key of smsKeys) expect(countSmsSegments(sw[key]).encoding, key).toBe('GSM-7');
  });
});

describe('Kiswahili SMS', () => {
  it('cost no more parts than the English ones for a typical tenant', () => {
    const segments = (language: 'en' | 'sw') => {
      const pay = payByMpesaLine(
        { shortcode: '174379', shortcodeType: 'paybill', accountNumber: 'KH-A12' },
        language,
      );
      const reminder = rentReminderSms(
        {
          landlordName: 'Amina Wairimu Njoroge',
          unit: 'A12, Kilimani Heights',
          amountDue: 'KSh 124,000',
          dueDate: '25 Nov 2026',
          payByMpesa: pay,
        },
        language,
      );
      const receipt = paymentReceiptSms(
        {
          landlordName: 'Amina Wairimu Njoroge',
          amount: 'KSh 10,000',
          receiptNumber: 'RCT-000123',
          balance: 'KSh 114,000',
        },
        language,
      );
      return [countSmsSegments(reminder).segments, countSmsSegments(receipt).segments];
    };
    expect(segments('sw')).toEqual(segments('en'));
    expect(segments('sw')).toEqual([1, 1]);
  });
});

describe('translate', () => {
  it('fills the placeholders in the language asked for', () => {
    const params = {
      landlord: 'Amina Odhiambo',
      amount: 'KSh 2,500',
      receipt: 'RCT-7',
      balance: 'KSh 0',
    };
    expect(translate('en', 'sms.paymentReceipt', params)).toBe(
      'Amina Odhiambo: payment of KSh 2,500 received, receipt RCT-7. New balance: KSh 0.',
    );
    expect(translate('sw', 'sms.paymentReceipt', params)).toBe(
      'Amina Odhiambo: tumepokea malipo ya KSh 2,500, risiti RCT-7. Salio jipya: KSh 0.',
    );
  });

  it('takes no parameters for a string without placeholders', () => {
    expect(translate('sw', 'receipt.ref.mpesa')).toBe('Risiti ya M-Pesa');
    expect(translate('en', 'email.greeting.helloAnonymous')).toBe('Hello,');
  });

  it('fills a placeholder used twice and leaves text that only looks like one', () => {
    expect(translate('en', 'email.greeting.dear', { name: 'Wanjiru {not_a_key}' })).toBe(
      'Dear Wanjiru {not_a_key},',
    );
  });

  it('keeps the Rent Reminder template as it was in English', () => {
    expect(en['reminder.body'].split('\n')[0]).toBe('Dear {tenant_name},');
    expect(translate('sw', 'reminder.subject', { unit: 'A4' })).toBe('Kikumbusho cha kodi ya A4');
  });
});

describe('the language of a tenant’s messages', () => {
  it('is the landlord’s choice for the tenant, else the tenant’s own', () => {
    expect(messageLanguageOf({ language: 'sw', messageLanguage: null })).toBe('sw');
    expect(messageLanguageOf({ language: 'sw', messageLanguage: 'en' })).toBe('en');
    expect(messageLanguageOf({ language: 'en', messageLanguage: 'sw' })).toBe('sw');
  });

  it('names whole months in either language', () => {
    expect(fullMonthIn(10, 'en')).toBe('November');
    expect(fullMonthIn(10, 'sw')).toBe('Novemba');
    expect(fullMonthIn(2, 'sw')).toBe('Machi');
  });
});

describe('the final statement PDF', () => {
  it('reads in English the words the screen reads (tenancy-record.ts)', () => {
    expect(en['statement.doc.balanceAfter.owed']).toBe(balanceAfterLabel(1));
    expect(en['statement.doc.balanceAfter.credit']).toBe(balanceAfterLabel(-1));
    expect(en['statement.doc.balanceAfter.settled']).toBe(balanceAfterLabel(0));
    expect(en['statement.doc.refundNotRecorded']).toBe(TENANCY_RECORD_MESSAGES.refundNotRecorded);
  });
});
