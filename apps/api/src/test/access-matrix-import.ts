import { A, landlordOnly, type MatrixEntry } from './access-rules.js';

// The portfolio import routes of the access matrix (issue 21; see access-matrix.ts). A preview
// belongs to its landlord: any other id is 404 (portfolio-import.test.ts uses a real one).

export const IMPORT_ROUTES: Record<string, MatrixEntry> = {
  [`GET ${A}/import/template/`]: {
    permission: 'properties.write',
    scope: 'none',
    request: () => ({ path: `${A}/import/template/?format=csv` }),
    expect: landlordOnly(200),
  },
  // No file: the landlord's answer is the 400 that asks for one.
  [`POST ${A}/import/preview/`]: {
    permission: 'properties.write',
    scope: 'all',
    request: () => ({ path: `${A}/import/preview/` }),
    expect: landlordOnly(400),
  },
  [`POST ${A}/import/commit/`]: {
    permission: 'properties.write',
    scope: 'all',
    request: () => ({
      path: `${A}/import/commit/`,
      body: { preview_id: '00000000-0000-4000-8000-000000000000' },
    }),
    expect: landlordOnly(404),
  },
};
