import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web boundaries of eslint/web-boundaries.js, run through ESLint itself on planted files: a
// rule that stopped matching (a renamed folder, a resolver that no longer finds '@/') would let
// every copy and every upward import back in without a word.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('web import boundaries', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature, by relative path or by alias', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/admin-reports/planted.ts',
      [
        "import { Dashboard } from '../admin-dashboard/components/dashboard';",
        "import { StatCards } from '@/features/admin-dashboard/components/stat-cards';",
        'export const planted = [Dashboard, StatCards];',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toContain('Features never import each other');
  });

  it('refuses upward imports: lib and components into features or app, features into app', async () => {
    const fromLib = await boundaryErrors(
      'apps/web/src/lib/planted.ts',
      "import { ReportsPage } from '../features/admin-reports/components/reports-page';\nexport const planted = ReportsPage;",
    );
    const fromComponents = await boundaryErrors(
      'apps/web/src/components/ui/planted.ts',
      "import { routes } from '@/app/router';\nexport const planted = routes;",
    );
    const fromFeature = await boundaryErrors(
      'apps/web/src/features/admin-reports/planted.ts',
      "import { routes } from '../../app/router';\nexport const planted = routes;",
    );
    expect(fromLib).toEqual([expect.stringContaining('lib/ and components/ never import')]);
    expect(fromComponents).toEqual([expect.stringContaining('lib/ and components/ never import')]);
    expect(fromFeature).toEqual([expect.stringContaining('Features never import the app layer')]);
  });

  it('lets a feature import its own files, lib/ and components/', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/admin-reports/planted.ts',
      [
        "import { ReportList } from './components/report-list';",
        "import { useOpenReports } from '@/lib/queries/reports';",
        "import { Card } from '@/components/ui/card';",
        'export const planted = [ReportList, useOpenReports, Card];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('lets any feature use the shared payment flow through its index, and nothing deeper', async () => {
    const throughIndex = await boundaryErrors(
      'apps/web/src/features/tenant-payments/planted.ts',
      "import { usePaymentFlow } from '@/features/payment-flow';\nexport const planted = usePaymentFlow;",
    );
    const deeper = await boundaryErrors(
      'apps/web/src/features/tenant-payments/planted.ts',
      "import { usePaymentFlow } from '@/features/payment-flow/use-payment-flow';\nexport const planted = usePaymentFlow;",
    );
    expect(throughIndex).toEqual([]);
    expect(deeper).toHaveLength(1);
  });
});
