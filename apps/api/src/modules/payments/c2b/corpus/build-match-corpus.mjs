#!/usr/bin/env node
// Writes match-corpus.json: a landlord's portfolio and ≥ 500 C2B payments as tenants really type
// them (issue 19): the unit number in every shape ("hse a1", "A-1 RENT", "Unit A1 nov", "HSEA1"),
// property names, phone numbers, names, typos, and traps (neighbouring unit numbers, units with
// the same number in two properties, vacant units, paying for a neighbour, dates and amounts in
// the reference). Each payment names the tenancy it truly is for (`expect`), or null when nobody
// could know. Deterministic (seeded), so the JSON only changes when this file does.
// Run: node apps/api/src/modules/payments/c2b/corpus/build-match-corpus.mjs
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';

let seed = 19;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = (list) => list[Math.floor(random() * list.length)];

const FIRST = [
  'John',
  'Mary',
  'Peter',
  'Grace',
  'James',
  'Faith',
  'David',
  'Mercy',
  'Joseph',
  'Esther',
  'Samuel',
  'Ann',
  'Daniel',
  'Jane',
  'Kevin',
  'Lucy',
  'Brian',
  'Ruth',
  'Dennis',
  'Caroline',
  'Collins',
  'Sharon',
  'Victor',
  'Beatrice',
  'Felix',
  'Irene',
  'Moses',
  'Purity',
  'Eric',
  'Naomi',
  'George',
  'Winnie',
  'Patrick',
  'Diana',
  'Stephen',
  'Agnes',
  'Paul',
  'Janet',
  'Charles',
  'Lilian',
  'Simon',
  'Joyce',
  'Martin',
  'Eunice',
  'Kennedy',
  'Rose',
  'Alex',
  'Nancy',
  'Francis',
  'Susan',
  'Tom',
  'Emily',
  'Isaac',
  'Gladys',
  'Ben',
];
const LAST = [
  'Kamau',
  'Wanjiku',
  'Otieno',
  'Achieng',
  'Mwangi',
  'Njeri',
  'Kiprop',
  'Chebet',
  'Odhiambo',
  'Akinyi',
  'Mutua',
  'Mwende',
  'Kibet',
  'Wambui',
  'Omondi',
  'Atieno',
  'Kariuki',
  'Nyambura',
  'Ochieng',
  'Jepkosgei',
  'Maina',
  'Wairimu',
  'Barasa',
  'Nafula',
  'Wekesa',
  'Auma',
  'Ndegwa',
  'Muthoni',
  'Koech',
  'Jeruto',
  'Onyango',
  'Adhiambo',
  'Gitau',
  'Nduta',
];

// Kilimani Heights A1-A12, B1-B12; Sunrise Court 1-20; Umoja Flats A1-A6 (the same numbers as
// Kilimani's), C1-C10. Vacant: Kilimani A11 and B12, Sunrise 20, Umoja C10.
const PROPERTIES = [
  { name: 'Kilimani Heights', units: [...range('A', 12), ...range('B', 12)] },
  { name: 'Sunrise Court', units: range('', 20) },
  { name: 'Umoja Flats', units: [...range('A', 6), ...range('C', 10)] },
];
const VACANT = new Set([
  'Kilimani Heights:A11',
  'Kilimani Heights:B12',
  'Sunrise Court:20',
  'Umoja Flats:C10',
]);
function range(prefix, n) {
  return Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
}

// Account numbers as the database trigger gives them, in this order: the unit number unless a
// current tenancy already holds it, else the property's first three letters before it.
const tenancies = [];
const held = new Set();
const usedNames = new Set();
let id = 0;
for (const property of PROPERTIES) {
  for (const unit of property.units) {
    if (VACANT.has(`${property.name}:${unit}`)) continue;
    id += 1;
    let name;
    do name = `${pick(FIRST)} ${pick(LAST)}`;
    while (usedNames.has(name));
    usedNames.add(name);
    const prefix = property.name
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 3);
    const accountNumber = held.has(unit) ? `${prefix}${unit}` : unit;
    held.add(accountNumber);
    const phone = `2547${String(10000000 + Math.floor(random() * 89999999))}`;
    tenancies.push({
      tenancyId: id,
      accountNumber,
      unitNumber: unit,
      propertyName: property.name,
      tenantName: name,
      phones: [phone],
    });
  }
}
const allUnitNumbers = PROPERTIES.flatMap((p) => p.units);

const sha = (s) => createHash('sha256').update(s).digest('hex');
const masked = (phone) => `${phone.slice(0, 4)} ***** ${phone.slice(-3)}`;
/** What Daraja sends as MSISDN: hashed (v1) or masked (v2). */
const msisdnOf = (t) => (random() < 0.3 ? sha(t.phones[0]) : masked(t.phones[0]));
const firstOf = (t) => t.tenantName.split(' ')[0].toUpperCase();
const local = (phone) => `0${phone.slice(3)}`;

const spaced = (unit) => unit.replace(/^([A-Z]+)(\d+)$/, '$1 $2');
const dashed = (unit) => unit.replace(/^([A-Z]+)(\d+)$/, '$1-$2');
const zeroed = (unit) => unit.replace(/^([A-Z]+)(\d)$/, '$10$2');
const SHAPES = [
  (u) => u,
  (u) => u.toLowerCase(),
  (u) => `hse ${u.toLowerCase()}`,
  (u) => `HSE ${u}`,
  (u) => `House ${u}`,
  (u) => `hse no ${u}`,
  (u) => `${dashed(u)} RENT`,
  (u) => `Unit ${u} nov`,
  (u) => `${u} rent`,
  (u) => `HSE${u}`,
  (u) => `${u}RENT`,
  (u) => `rent ${u.toLowerCase()} november`,
  (u) => `${spaced(u)}`,
  (u) => `Hse ${dashed(u).toLowerCase()}`,
  (u) => `${u} NOV2026`,
  (u) => `Rm ${u}`,
  (u) => `house no. ${u}`,
  (u) => ` ${u.toLowerCase()} `,
  (u) => `${u}.`,
  (u) => `${zeroed(u)}`,
  (u) => `kodi ${u.toLowerCase()}`,
  (u) => `${u} dec rent`,
  (u) => `Apt ${u}`,
  (u) => `Door ${u}`,
  (u) => `No.${u}`,
];

const corpus = [];
const add = (entry, note) => corpus.push({ ...entry, note });
for (const t of tenancies) {
  // Seven everyday payments per tenant, paid by themselves.
  const shapes = new Set();
  while (shapes.size < 7) shapes.add(pick(SHAPES));
  for (const shape of shapes) {
    const typed =
      t.accountNumber === t.unitNumber || random() < 0.5 ? t.unitNumber : t.accountNumber;
    const withProperty =
      typed === t.unitNumber && t.accountNumber !== t.unitNumber && random() < 0.6;
    const ref = withProperty
      ? `${shape(typed)} ${pick([t.propertyName, t.propertyName.split(' ')[0], t.propertyName.slice(0, 3)])}`
      : shape(typed);
    add({ ref, msisdn: msisdnOf(t), first_name: firstOf(t), expect: t.tenancyId }, 'unit number');
  }
}
// Till payments and refs with no unit: only the phone (hashed) says who; masked says nothing.
for (const t of tenancies.slice(0, 40)) {
  add(
    {
      ref: pick(['', 'rent', 'RENT NOV', 'kodi']),
      msisdn: sha(t.phones[0]),
      first_name: firstOf(t),
      expect: t.tenancyId,
    },
    'hashed phone only',
  );
}
for (const t of tenancies.slice(40, 55)) {
  add(
    {
      ref: local(t.phones[0]),
      msisdn: masked(t.phones[0]),
      first_name: firstOf(t),
      expect: t.tenancyId,
    },
    'phone typed as account',
  );
}
// Traps. The payer is the tenant named by `expect`; crediting anyone else is a wrong credit.
const byUnit = (property, unit) =>
  tenancies.find((t) => t.propertyName === property && t.unitNumber === unit);
const traps = [];
// Vacant neighbours: "A11" is nobody's (vacant); never A1's.
for (const t of [
  byUnit('Kilimani Heights', 'A1'),
  byUnit('Kilimani Heights', 'A10'),
  byUnit('Kilimani Heights', 'B1'),
]) {
  traps.push({ ref: 'A11', msisdn: masked(t.phones[0]), first_name: 'PETER', expect: null });
  traps.push({ ref: 'hse b12', msisdn: masked(t.phones[0]), first_name: 'MARY', expect: null });
}
// Neighbouring numbers that are occupied: each is its own tenant's.
for (const [property, unit] of [
  ['Kilimani Heights', 'A1'],
  ['Kilimani Heights', 'A10'],
  ['Kilimani Heights', 'A12'],
  ['Kilimani Heights', 'B1'],
  ['Kilimani Heights', 'B10'],
  ['Kilimani Heights', 'B11'],
  ['Sunrise Court', '1'],
  ['Sunrise Court', '11'],
  ['Sunrise Court', '12'],
  ['Sunrise Court', '2'],
]) {
  const t = byUnit(property, unit);
  for (const shape of [(u) => `hse ${u}`, (u) => `${u} rent`, (u) => u])
    traps.push({
      ref: shape(property === 'Sunrise Court' ? unit : t.accountNumber),
      msisdn: masked(t.phones[0]),
      first_name: firstOf(t),
      expect: t.tenancyId,
    });
}
// The same unit number in two properties, typed without the property, by someone whose name
// fits neither (a relative paying): nobody can know.
for (const unit of ['A1', 'A2', 'A3', 'A4', 'A5', 'A6']) {
  const k = byUnit('Kilimani Heights', unit);
  const u = byUnit('Umoja Flats', unit);
  traps.push({
    ref: `hse ${unit.toLowerCase()}`,
    msisdn: masked('254700000000'),
    first_name: 'MAMA',
    expect: null,
  });
  traps.push({
    ref: `${dashed(unit)} umoja`,
    msisdn: masked(u.phones[0]),
    first_name: 'WIFE',
    expect: u.tenancyId,
  });
  traps.push({
    ref: `${unit} Kilimani`,
    msisdn: masked(k.phones[0]),
    first_name: 'SON',
    expect: k.tenancyId,
  });
}
// Paying a neighbour's rent from one's own phone: the unit says one tenant, the phone another.
for (const [a, b] of [
  ['A2', 'A3'],
  ['B4', 'B5'],
  ['A7', 'A8'],
]) {
  const payer = byUnit('Kilimani Heights', a);
  const owner = byUnit('Kilimani Heights', b);
  traps.push({
    ref: `hse ${b}`,
    msisdn: sha(payer.phones[0]),
    first_name: firstOf(payer),
    expect: null,
  });
  void owner;
}
// Dates, amounts and other numbers in the reference.
for (const t of [byUnit('Sunrise Court', '3'), byUnit('Sunrise Court', '5')]) {
  traps.push({ ref: 'rent 1/11', msisdn: masked(t.phones[0]), first_name: 'XAVIER', expect: null });
  traps.push({ ref: '12000', msisdn: masked(t.phones[0]), first_name: 'XAVIER', expect: null });
  traps.push({ ref: 'Nov 2026', msisdn: masked(t.phones[0]), first_name: 'XAVIER', expect: null });
}
// A name alone decides nothing.
for (const t of tenancies.slice(60, 66))
  traps.push({
    ref: t.tenantName,
    msisdn: masked(t.phones[0]),
    first_name: firstOf(t),
    expect: t.tenancyId,
  });
// Typos on a unit that is nobody's: a near miss with the payer's name agreeing may be credited.
for (const [property, unit, typo] of [
  ['Kilimani Heights', 'B7', 'B77'],
  ['Kilimani Heights', 'A9', 'A99'],
  ['Sunrise Court', '14', '144'],
  ['Umoja Flats', 'C3', 'C33'],
]) {
  const t = byUnit(property, unit);
  traps.push({
    ref: typo,
    msisdn: masked(t.phones[0]),
    first_name: firstOf(t),
    expect: t.tenancyId,
  });
  traps.push({ ref: typo, msisdn: masked(t.phones[0]), first_name: 'OTHER', expect: t.tenancyId });
}
// Not rent at all.
for (const ref of ['SCHOOL FEES', 'loan', 'water bill', 'GARBAGE', 'shop'])
  traps.push({ ref, msisdn: masked('254711000000'), first_name: 'KARANJA', expect: null });
for (const trap of traps) add(trap, 'trap');

writeFileSync(
  new URL('./match-corpus.json', import.meta.url),
  `${JSON.stringify({ tenancies, allUnitNumbers, payments: corpus }, null, 1)}\n`,
);
console.log(`${corpus.length} payments, ${tenancies.length} tenancies`);
