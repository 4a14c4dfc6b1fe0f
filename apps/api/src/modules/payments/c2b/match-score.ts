import { matchC2bPayment, type MatchCandidate } from './match.js';

// The matcher's figures on a corpus of payments (corpus/match-corpus.json): the share of payments
// for a known tenant credited automatically (goal ≥ 90 %) and the credits to the wrong tenant
// (goal 0). Used by the corpus test and `pnpm bench`.

export type MatchCorpus = {
  tenancies: MatchCandidate[];
  allUnitNumbers: string[];
  payments: {
    ref: string;
    msisdn: string;
    first_name: string;
    expect: number | null;
    note: string;
  }[];
};

export type CorpusScore = {
  payments: number;
  forKnownTenant: number;
  autoCredited: number;
  autoShare: number;
  wrongCredits: { ref: string; expected: number | null; credited: number }[];
};

export function scoreCorpus(corpus: MatchCorpus): CorpusScore {
  let forKnownTenant = 0;
  let autoCredited = 0;
  const wrongCredits: CorpusScore['wrongCredits'] = [];
  for (const p of corpus.payments) {
    const result = matchC2bPayment(
      {
        billRef: p.ref,
        msisdn: p.msisdn,
        names: [p.first_name],
        allUnitNumbers: corpus.allUnitNumbers,
      },
      corpus.tenancies,
    );
    if (p.expect !== null) forKnownTenant += 1;
    if (result.tenancyId === null) continue;
    if (result.tenancyId === p.expect) autoCredited += 1;
    else wrongCredits.push({ ref: p.ref, expected: p.expect, credited: result.tenancyId });
  }
  return {
    payments: corpus.payments.length,
    forKnownTenant,
    autoCredited,
    autoShare: forKnownTenant === 0 ? 0 : autoCredited / forKnownTenant,
    wrongCredits,
  };
}
