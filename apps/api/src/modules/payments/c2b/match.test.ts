import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchC2bPayment, phoneHash, type MatchCandidate } from './match.js';
import { scoreCorpus, type MatchCorpus } from './match-score.js';

// The C2B matcher (issue 19): what tenants type, and the traps where a guess would credit the
// wrong tenant. A wrong credit is worse than an unmatched payment.

let nextId = 0;
const tenancy = (unitNumber: string, extra: Partial<MatchCandidate> = {}): MatchCandidate => {
  nextId += 1;
  return {
    tenancyId: nextId,
    accountNumber: unitNumber.toUpperCase().replace(/[^A-Z0-9]/g, ''),
    unitNumber,
    propertyName: 'Kilimani Heights',
    tenantName: `Tenant ${unitNumber}`,
    phones: [],
    ...extra,
  };
};

const a1 = tenancy('A1', { tenantName: 'Mary Wanjiku', phones: ['254712000001'] });
const a2 = tenancy('A2', { tenantName: 'Peter Otieno', phones: ['254712000002'] });
const a10 = tenancy('A10', { tenantName: 'Grace Achieng' });
const a12 = tenancy('A-12', { accountNumber: 'A12', tenantName: 'James Mwangi' });
const b4 = tenancy('B4', { tenantName: 'Faith Njeri' });
const s1 = tenancy('1', { propertyName: 'Sunrise Court', tenantName: 'David Kiprop' });
const s11 = tenancy('11', { propertyName: 'Sunrise Court', tenantName: 'Esther Chebet' });
const ua1 = tenancy('A1', {
  accountNumber: 'UMOA1',
  propertyName: 'Umoja Flats',
  tenantName: 'Samuel Mutua',
  phones: ['254799000009'],
});
const ALL = [a1, a2, a10, a12, b4, s1, s11, ua1];
const UNITS = ['A1', 'A2', 'A10', 'A11', 'A-12', 'B4', 'B5', '1', '11', '20'];

function match(billRef: string, options: { msisdn?: string; names?: string[] } = {}) {
  return matchC2bPayment(
    {
      billRef,
      msisdn: options.msisdn ?? '2547 ***** 000',
      names: options.names ?? [],
      allUnitNumbers: UNITS,
    },
    ALL,
  );
}
const credited = (billRef: string, options?: Parameters<typeof match>[1]) =>
  match(billRef, options).tenancyId;

describe('matchC2bPayment', () => {
  it.each([
    ['A2', a2],
    ['a2', a2],
    ['A-2', a2],
    [' a 2 ', a2],
    ['UMOA1', ua1],
    ['umo-a1', ua1],
    ['A12', a12],
    ['b.4', b4],
  ])('the account number %j, ignoring case, spaces and punctuation', (ref, expected) => {
    expect(match(ref)).toMatchObject({ tenancyId: expected.tenancyId, reason: 'account_number' });
  });

  it.each([
    ['hse a2', a2],
    ['A-2 RENT', a2],
    ['Unit A2 nov', a2],
    ['HSEA2', a2],
    ['A2RENT', a2],
    ['a2 nov2026', a2],
    ['rent for house no. A2', a2],
    ['Hse No A02', a2],
    ['kodi b4', b4],
    ['B 4 dec rent', b4],
    ['hse 11', s11],
    ['No.1 rent', s1],
    ['A10 rent', a10],
    ['hse a 12', a12],
  ])('the unit number as whole tokens: %j', (ref, expected) => {
    expect(credited(ref)).toBe(expected.tenancyId);
  });

  it.each(['A11', 'hse a11', 'A110', 'B5', 'hse 20', 'A 11 rent'])(
    'never credits a neighbour for a number that is nobody’s or a vacant unit: %j',
    (ref) => {
      expect(credited(ref, { names: ['Mary'] })).toBeNull();
    },
  );

  it('"A1" is Kilimani A1’s account number, but Umoja’s A1 tenant types it too: not guessed', () => {
    expect(match('A1')).toMatchObject({ tenancyId: null, reason: 'ambiguous' });
    expect(match('hse a1').suggestions).toEqual(
      expect.arrayContaining([a1.tenancyId, ua1.tenancyId]),
    );
  });

  it('the property named with the unit decides between two A1s', () => {
    expect(credited('A1 Umoja')).toBe(ua1.tenancyId);
    expect(credited('hse a1 kilimani')).toBe(a1.tenancyId);
    expect(credited('UMO A1')).toBe(ua1.tenancyId);
  });

  it('the name breaks a tie the unit left, and only then', () => {
    expect(credited('hse a1', { names: ['SAMUEL'] })).toBe(ua1.tenancyId);
    expect(credited('hse a1', { names: ['MARY'] })).toBe(a1.tenancyId);
    expect(credited('hse a1', { names: ['MAMA'] })).toBeNull();
    // A name alone credits nobody.
    expect(credited('Mary Wanjiku', { names: ['MARY'] })).toBeNull();
    expect(match('Mary Wanjiku', { names: ['MARY'] }).suggestions[0]).toBe(a1.tenancyId);
  });

  it('a hashed MSISDN credits the one tenant with that phone; a masked one never decides', () => {
    expect(credited('rent', { msisdn: phoneHash('254712000002') })).toBe(a2.tenancyId);
    expect(credited('', { msisdn: phoneHash('254712000002').toUpperCase() })).toBe(a2.tenancyId);
    expect(credited('rent', { msisdn: '2547 ***** 002' })).toBeNull();
    expect(match('rent', { msisdn: '254712***002' }).suggestions).toContain(a2.tenancyId);
    // An unknown hash: nobody.
    expect(credited('rent', { msisdn: phoneHash('254700000000') })).toBeNull();
  });

  it('a phone number typed as the account number counts as the phone', () => {
    expect(credited('0712000002')).toBe(a2.tenancyId);
    expect(credited('0712 000 002')).toBe(a2.tenancyId);
    expect(credited('+254 712 000002')).toBe(a2.tenancyId);
  });

  it('the unit and the phone disagreeing (paying for a neighbour) is queued, both suggested', () => {
    const result = match('hse a2', { msisdn: phoneHash('254712000001') });
    expect(result).toMatchObject({ tenancyId: null, reason: 'conflict' });
    expect(result.suggestions).toEqual(expect.arrayContaining([a1.tenancyId, a2.tenancyId]));
    // A phone with a vacant unit typed: not guessed either.
    expect(credited('A11', { msisdn: phoneHash('254712000001') })).toBeNull();
  });

  it('dates, amounts and two unit numbers are not guessed', () => {
    expect(credited('rent 1/11')).toBeNull();
    expect(credited('12000')).toBeNull();
    expect(credited('A2 and B4')).toBeNull();
    expect(credited('Nov 2026')).toBeNull();
    expect(credited('')).toBeNull();
  });

  it('a near miss of a unit number only with the payer’s name agreeing', () => {
    expect(credited('B44', { names: ['FAITH'] })).toBe(b4.tenancyId);
    expect(credited('B44')).toBeNull();
    expect(match('B44').suggestions).toContain(b4.tenancyId);
  });
});

describe('the corpus of typed references (corpus/match-corpus.json)', () => {
  const corpus = JSON.parse(
    readFileSync(new URL('./corpus/match-corpus.json', import.meta.url), 'utf8'),
  ) as MatchCorpus;

  it('credits ≥ 90 % of payments for a known tenant automatically and none to the wrong tenant', () => {
    const score = scoreCorpus(corpus);
    console.info(
      `C2B matching corpus: ${score.payments} payments, ${(score.autoShare * 100).toFixed(1)} % ` +
        `credited automatically, ${score.wrongCredits.length} to the wrong tenant`,
    );
    expect(score.payments).toBeGreaterThanOrEqual(500);
    expect(score.wrongCredits).toEqual([]);
    expect(score.autoShare).toBeGreaterThanOrEqual(0.9);
  });
});
