import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { APPLICATION_HOLD_MESSAGES } from '../../application-holds.js';
import { REPORT_STATUSES } from '../../communication.js';
import { howToPayByMpesa } from '../../mpesa-c2b.js';
import {
  ACCOUNT_DELETION_BLOCKER_TEXT,
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_DELETION_TEXT,
} from '../../data-rights.js';
import { LANGUAGE_MESSAGES } from '../../language-schemas.js';
import { LANGUAGES } from '../../language.js';
import { MESSAGES } from '../../messages.js';
import { NOTICE_MESSAGES } from '../../notice.js';
import { PAYMENT_MESSAGES } from '../../payment-rules.js';
import { PRIVACY_TEXT, SIGNUP_DATA_USES } from '../../privacy.js';
import { REPORT_CATEGORIES, REPORT_PRIORITIES } from '../../report-categories.js';
import { roomTypeLabel } from '../../room-types.js';
import { SETTINGS_MESSAGES } from '../../settings.js';
import { TENANCY_RECORD_MESSAGES } from '../../tenancy-record.js';
import { PASSWORD_RULES } from '../../validation.js';
import { TENANT_PORTAL_MESSAGES, TERMS_SECTIONS } from '../../tenant-portal.js';

// The web's texts, one JSON file per screen and language (ADR 044). Every key must exist in
// every language with the same placeholders, and every text must be a valid ICU message: the
// web compiles them at build time and a broken one would fail only there.
const DIR = path.dirname(fileURLToPath(import.meta.url));
const read = (language: string, file: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(DIR, language, file), 'utf8')) as Record<string, string>;
const filesOf = (language: string) =>
  readdirSync(path.join(DIR, language))
    .filter((f) => f.endsWith('.json'))
    .sort();

/** The argument names a message reads ({amount}, {count, plural, ...}), nested ones too. */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(parse(message, { ignoreTag: true }));
  return [...names].sort();
}

describe('web catalogues', () => {
  const files = filesOf('en');

  it('has the same screens in every language', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) expect(filesOf(language)).toEqual(files);
  });

  it.each(files)('%s: every key in both languages, with the same placeholders', (file) => {
    const catalogues = LANGUAGES.map((language) => ({ language, texts: read(language, file) }));
    const [english] = catalogues;
    for (const { language, texts } of catalogues) {
      const missing = Object.keys(english!.texts).filter((key) => !(key in texts));
      const extra = Object.keys(texts).filter((key) => !(key in english!.texts));
      expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${language}/${file} ${key} is empty`).not.toBe('');
        expect({ key, placeholders: placeholdersOf(text) }).toEqual({
          key,
          placeholders: placeholdersOf(english!.texts[key]!),
        });
      }
    }
  });

  it('reads the placeholders of plain, plural and nested messages', () => {
    expect(placeholdersOf('Pay {amount} by {date}')).toEqual(['amount', 'date']);
    expect(placeholdersOf('{count, plural, one {# day} other {# days to {date}}}')).toEqual([
      'count',
      'date',
    ]);
    expect(placeholdersOf('No placeholders')).toEqual([]);
  });
});

// The shared sentences the tenant screens show (messages.json): the English file mirrors the
// TypeScript constants word for word, and every sentence of the objects below a tenant can see
// has its Kiswahili (the key parity above). A new tenant-facing message fails here until it is in
// both files; a landlord-only one goes in LANDLORD_ONLY.
describe('messages.json, the shared sentences', () => {
  const objects: Record<string, Record<string, unknown>> = {
    MESSAGES,
    TENANT_PORTAL_MESSAGES,
    PAYMENT_MESSAGES,
    NOTICE_MESSAGES,
    LANGUAGE_MESSAGES,
    ACCOUNT_DELETION_MESSAGES,
    ACCOUNT_DELETION_BLOCKER_TEXT,
    APPLICATION_HOLD_MESSAGES,
    SETTINGS_MESSAGES,
  };
  /** Objects mostly for the landlord: the catalogue holds the few sentences a tenant sees. */
  const mostlyLandlord: Record<string, Record<string, unknown>> = {
    TENANCY_RECORD_MESSAGES,
    // The standard room types' labels (a landlord's custom type shows as typed).
    roomTypeLabel: {
      studio: roomTypeLabel('studio'),
      bedrooms: (count: number) => roomTypeLabel(`${count}-bedroom`),
    },
  };
  const LANDLORD_ONLY = new Set([
    'MESSAGES.tillNumber',
    'MESSAGES.propertyAddressRequired',
    'MESSAGES.addAtLeastOneUnit',
    'MESSAGES.unitNumberRequired',
    'MESSAGES.unitRentInvalid',
    'MESSAGES.bulkRoomTypeRequired',
    'MESSAGES.landlordNationalId',
    'MESSAGES.propertyNameRequired',
    'MESSAGES.bulkCountRange',
    'MESSAGES.depositInvalid',
    'MESSAGES.roomTypeInvalid',
    'MESSAGES.websiteInvalid',
    'MESSAGES.trialAlreadyUsed',
    'MESSAGES.subscriptionInitFailed',
    'TENANT_PORTAL_MESSAGES.idempotencyKeyInvalid',
    'TENANT_PORTAL_MESSAGES.idempotencyKeyReused',
    'PAYMENT_MESSAGES.subscriptionInitiationFailed',
    'PAYMENT_MESSAGES.subscriptionPaymentSuccessful',
    'PAYMENT_MESSAGES.subscriptionPaymentFailedPanel',
    'PAYMENT_MESSAGES.selectPlanFirst',
    'PAYMENT_MESSAGES.subscriptionRequired',
    'PAYMENT_MESSAGES.subscriptionExpiredDetail',
    'PAYMENT_MESSAGES.planLimitReached',
    'PAYMENT_MESSAGES.enterpriseByPhone',
    'NOTICE_MESSAGES.tenantHasNoTenancy',
    'NOTICE_MESSAGES.noticePeriodInvalid',
    'NOTICE_MESSAGES.noticePeriodSaveFailed',
    'NOTICE_MESSAGES.recordNoticeHint',
    'ACCOUNT_DELETION_MESSAGES.notSettled',
    'ACCOUNT_DELETION_MESSAGES.notPending',
    'SETTINGS_MESSAGES.selectReminderDate',
    'SETTINGS_MESSAGES.remindersSaved',
    'SETTINGS_MESSAGES.remindersSaveFailed',
    'SETTINGS_MESSAGES.securityUpdated',
    'SETTINGS_MESSAGES.securityUpdateFailed',
    'SETTINGS_MESSAGES.tillUpdated',
  ]);
  /** Still English for everyone: the payment panel's words (payment-status.json has its own). */
  const NOT_SHOWN_AS_IS = new Set([
    'PAYMENT_MESSAGES.waitingForConfirmation',
    'PAYMENT_MESSAGES.checkAgain',
  ]);
  /** The sentences with values: sample arguments, and the values the template reads. */
  const SAMPLES: Record<string, { args: unknown[]; values: Record<string, string> }> = {
    'MESSAGES.fieldTooLong': { args: [120], values: { max: '120' } },
    'ACCOUNT_DELETION_BLOCKER_TEXT.balance_owed': {
      args: ['KSh 2,500'],
      values: { amount: 'KSh 2,500' },
    },
    'ACCOUNT_DELETION_BLOCKER_TEXT.credit_held': {
      args: ['KSh 2,500'],
      values: { amount: 'KSh 2,500' },
    },
    'roomTypeLabel.bedrooms': { args: [3], values: { count: '3' } },
    'MESSAGES.tooManyAttempts': { args: [5], values: { minutes: '5' } },
    'PAYMENT_MESSAGES.amountMustEqualMonths': { args: [25000], values: { total: '25,000' } },
    'PAYMENT_MESSAGES.depositAmountMismatch': { args: [2500], values: { deposit: '2,500' } },
    'NOTICE_MESSAGES.tooSoon': {
      args: [30, '2025-03-05'],
      values: { days: '30', date: '5 Mar 2025' },
    },
    'NOTICE_MESSAGES.noticePeriodHint': {
      args: [1, '2025-03-05'],
      values: { days: '1', date: '5 Mar 2025' },
    },
    'NOTICE_MESSAGES.onNotice': { args: ['2025-03-05'], values: { date: '5 Mar 2025' } },
    'NOTICE_MESSAGES.noticeGiven': { args: ['2025-03-05'], values: { date: '5 Mar 2025' } },
    'APPLICATION_HOLD_MESSAGES.emailConfirmed': {
      args: ['Jane Landlord'],
      values: { landlordName: 'Jane Landlord' },
    },
  };
  const english = read('en', 'messages.json');
  /** A template with its values: {name}, and {n, plural, one {# ...} other {# ...}}. */
  const fill = (template: string, values: Record<string, string>): string => {
    const write = (elements: MessageFormatElement[], count?: string): string =>
      elements
        .map((element) => {
          if (element.type === TYPE.literal) return element.value;
          if (element.type === TYPE.pound) return count ?? '#';
          if (element.type === TYPE.plural) {
            const n = values[element.value]!;
            const option = element.options[n === '1' ? 'one' : 'other'] ?? element.options.other!;
            return write(option.value, n);
          }
          if (element.type === TYPE.argument) return values[element.value] ?? '';
          throw new Error(`${template}: not a simple template`);
        })
        .join('');
    return write(parse(template, { ignoreTag: true }));
  };

  it('mirrors the English constants word for word', () => {
    for (const [key, text] of Object.entries(english)) {
      const [object, name] = key.split('.') as [string, string];
      const constant = (objects[object] ?? mostlyLandlord[object])?.[name];
      if (typeof constant === 'function') {
        const sample = SAMPLES[key];
        expect(sample, `${key} needs a sample`).toBeDefined();
        expect(fill(text, sample!.values)).toBe(
          (constant as (...a: unknown[]) => string)(...sample!.args),
        );
      } else {
        expect({ key, text }).toEqual({ key, text: constant });
      }
    }
  });

  it('says each English sentence once: the web finds the Kiswahili by the English', () => {
    const texts = Object.values(english);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
  });

  it('has every sentence a tenant can see', () => {
    const missing = Object.entries(objects).flatMap(([object, messages]) =>
      Object.entries(messages)
        .filter(([, value]) => typeof value === 'string')
        .map(([name]) => `${object}.${name}`)
        .filter((key) => !(key in english) && !LANDLORD_ONLY.has(key) && !NOT_SHOWN_AS_IS.has(key)),
    );
    expect(missing).toEqual([]);
  });
});

// Report an Issue's terms (report.json, terms.<section>.heading and terms.<section>.<paragraph>):
// the English is TERMS_SECTIONS word for word, the version a report records (TERMS_VERSION).
describe('report.json, the terms', () => {
  it('holds TERMS_SECTIONS in English, section by section, and nothing more', () => {
    const english = read('en', 'report.json');
    const expected: Record<string, string> = {};
    TERMS_SECTIONS.forEach((section, i) => {
      expected[`terms.${i + 1}.heading`] = section.heading;
      section.paragraphs.forEach((paragraph, j) => {
        expected[`terms.${i + 1}.${j + 1}`] = paragraph;
      });
    });
    const actual = Object.fromEntries(
      Object.entries(english).filter(([key]) => /^terms\.\d+\./.test(key)),
    );
    expect(actual).toEqual(expected);
  });
});

// The tenant dashboard's report list (my-reports.json): every stored status and priority has a
// label, and the categories read as on the report form (REPORT_CATEGORIES).
describe('my-reports.json, the report values', () => {
  it('labels every status, priority and category', () => {
    const english = read('en', 'my-reports.json');
    expect(
      Object.fromEntries(Object.entries(english).filter(([key]) => key.startsWith('category.'))),
    ).toEqual(Object.fromEntries(REPORT_CATEGORIES.map((c) => [`category.${c.value}`, c.label])));
    for (const status of REPORT_STATUSES) expect(english).toHaveProperty([`status.${status}`]);
    for (const priority of REPORT_PRIORITIES) {
      expect(english).toHaveProperty([`priority.${priority}`]);
    }
  });
});

// The password checklist (password.json): a rule per PASSWORD_RULES entry, its label word for word.
describe('password.json, the checklist', () => {
  it('labels every password rule as PASSWORD_RULES does', () => {
    const english = read('en', 'password.json');
    for (const rule of PASSWORD_RULES) expect(english[`rule.${rule.id}`]).toBe(rule.label);
  });
});

// What Pango says about a tenant's data (privacy.json): the privacy page and the signup's notice
// read it; in English it is privacy.ts' SIGNUP_DATA_USES and PRIVACY_TEXT, word for word.
describe('privacy.json', () => {
  it('holds SIGNUP_DATA_USES and PRIVACY_TEXT in English', () => {
    const english = read('en', 'privacy.json');
    const expected: Record<string, string> = {
      title: PRIVACY_TEXT.title,
      controller: PRIVACY_TEXT.controller,
      kept: PRIVACY_TEXT.kept,
      consent: PRIVACY_TEXT.consent,
    };
    SIGNUP_DATA_USES.forEach((use, i) => {
      expected[`use.${i + 1}.data`] = use.data;
      expected[`use.${i + 1}.why`] = use.why;
    });
    PRIVACY_TEXT.rights.forEach((r, i) => {
      expected[`right.${i + 1}`] = r.right;
      expected[`how.${i + 1}`] = r.how;
    });
    for (const [key, value] of Object.entries(expected)) expect(english[key], key).toBe(value);
    expect(Object.keys(english).filter((k) => k.startsWith('right.'))).toHaveLength(
      PRIVACY_TEXT.rights.length,
    );
  });
});

// "How to pay by M-Pesa" (payments.json mpesa.step.*): the web builds the steps from these keys;
// in English they are howToPayByMpesa's, word for word.
describe('payments.json, the M-Pesa steps', () => {
  it('reads as howToPayByMpesa for a till and a paybill', () => {
    const english = read('en', 'payments.json');
    const step = (key: string, values: Record<string, string> = {}) =>
      english[`mpesa.step.${key}`]!.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
    expect([
      step('open'),
      step('buyGoods'),
      step('till', { shortcode: '555123' }),
      step('amount'),
      step('pin'),
    ]).toEqual(howToPayByMpesa({ shortcode: '555123', shortcodeType: 'till', accountNumber: '' }));
    expect([
      step('open'),
      step('payBill'),
      step('business', { shortcode: '400200' }),
      step('account', { account: 'PNG7K2' }),
      step('amount'),
      step('pin'),
    ]).toEqual(
      howToPayByMpesa({ shortcode: '400200', shortcodeType: 'paybill', accountNumber: 'PNG7K2' }),
    );
  });
});

// Settings' Delete my account card (settings.json deletion.*): what erasure removes and keeps is
// ACCOUNT_DELETION_TEXT (also ADR 036), word for word.
describe('settings.json, the account deletion card', () => {
  it('holds ACCOUNT_DELETION_TEXT in English', () => {
    const english = read('en', 'settings.json');
    expect(english['deletion.title']).toBe(ACCOUNT_DELETION_TEXT.title);
    expect(english['deletion.kept']).toBe(ACCOUNT_DELETION_TEXT.kept);
    expect(english['deletion.when']).toBe(ACCOUNT_DELETION_TEXT.when);
    expect(
      Object.entries(english)
        .filter(([key]) => key.startsWith('deletion.erased.'))
        .map(([, text]) => text),
    ).toEqual(ACCOUNT_DELETION_TEXT.erased);
  });
});
