import { describe, expect, it } from 'vitest';
import {
  IMPORT_MESSAGES,
  checkImportRow,
  importDate,
  importRoomType,
  matchImportHeader,
} from './portfolio-import.js';
import { MESSAGES } from './messages.js';

describe('matchImportHeader', () => {
  it.each([
    ['property', 'property'],
    ['House No', 'unit'],
    ['Hse', 'unit'],
    ['HSE NO.', 'unit'],
    ['Tel', 'phone'],
    ['Phone Number', 'phone'],
    ['Balance b/f', 'balance'],
    ['BALANCE B/F', 'balance'],
    ['Room Type', 'room_type'],
    ['move_in_date', 'move_in_date'],
    ['Deposit Held', 'deposit_held'],
    ['Tenant Name', 'tenant_name'],
    ['ID No', 'id_number'],
  ])('reads %s as %s', (header, column) => {
    expect(matchImportHeader(header)).toBe(column);
  });

  it('ignores a column it does not read', () => {
    expect(matchImportHeader('Notes')).toBeNull();
  });
});

describe('checkImportRow', () => {
  const today = '2026-11-24';
  const base = { property: 'Sunrise', unit: 'A1', room_type: '1 Bedroom', rent: '15,000' };

  it('reads a vacant unit, deposit defaulting to the rent', () => {
    const { row, errors } = checkImportRow(2, base, today);
    expect(errors).toEqual([]);
    expect(row).toMatchObject({
      rent: 15000,
      deposit: 15000,
      room_type: '1-bedroom',
      tenant: null,
    });
  });

  it('reads a tenant with a prepaid balance and a day-first date', () => {
    const { row, errors } = checkImportRow(
      3,
      {
        ...base,
        tenant_name: 'Jane',
        phone: '0712 345 678',
        move_in_date: '01/03/2024',
        balance: '-2000',
      },
      today,
    );
    expect(errors).toEqual([]);
    expect(row.tenant).toMatchObject({
      phone: '254712345678',
      move_in_date: '2024-03-01',
      balance: -2000,
    });
  });

  it('says what is wrong in the spec words', () => {
    const { errors } = checkImportRow(
      4,
      {
        property: '',
        unit: 'A1',
        room_type: 'studio',
        rent: '-5',
        tenant_name: 'Jo',
        phone: '12345',
      },
      today,
    );
    expect(errors).toEqual([
      MESSAGES.propertyNameRequired,
      IMPORT_MESSAGES.rentInvalid,
      MESSAGES.invalidPhone,
    ]);
  });

  it('refuses a move-in date in the future or not a date', () => {
    const tenant = { ...base, tenant_name: 'Jane', phone: '0712345678' };
    expect(checkImportRow(5, { ...tenant, move_in_date: '2027-01-01' }, today).errors).toEqual([
      IMPORT_MESSAGES.moveInFuture,
    ]);
    expect(checkImportRow(5, { ...tenant, move_in_date: '31/02/2024' }, today).errors).toEqual([
      IMPORT_MESSAGES.moveInInvalid,
    ]);
  });
});

describe('importRoomType and importDate', () => {
  it('maps common spellings', () => {
    expect(importRoomType('Studio')).toBe('studio');
    expect(importRoomType('2BR')).toBe('2-bedroom');
    expect(importRoomType('Bedsitter')).toBe('custom-Bedsitter');
    expect(importDate('2024-3-1')).toBe('2024-03-01');
    expect(importDate('yesterday')).toBeNull();
  });
});
