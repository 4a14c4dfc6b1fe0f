import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundaries of ADR 001 are lint rules (eslint/api-boundaries.js). Each case lints a planted
// file under apps/api/src with the repository's own config and names the rule that must (or must
// not) fire, so loosening a zone or losing the resolver (every import then unresolved, nothing
// reported) fails here. Imports are relative on purpose: those are the ones a path pattern misses.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('import-x/'))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const use = (from: string, name: string) => `import { ${name} } from '${from}';\nvoid ${name};\n`;

describe('API import boundaries', { timeout: 60_000 }, () => {
  it('refuses lib/ importing a module', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/lib/planted.ts',
      use('../modules/ledger/rent-account.service.js', 'recordRentPayment'),
    );
    expect(errors).toEqual([expect.stringMatching(/no-restricted-paths.*lib\/ never imports/)]);
  });

  it('refuses config/ importing a module', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/config/planted.ts',
      use('../modules/subscriptions/plan-limits.js', 'assertWithinPlanLimits'),
    );
    expect(errors).toEqual([expect.stringMatching(/no-restricted-paths.*config\/ never imports/)]);
  });

  it("refuses a module importing another module's internals or router", async () => {
    const internal = await boundaryErrors(
      'apps/api/src/modules/dashboard/planted.ts',
      use('../payments/start-payment.js', 'startPayment'),
    );
    expect(internal).toEqual([expect.stringMatching(/no-restricted-paths.*modules\/dashboard/)]);
    const router = await boundaryErrors(
      'apps/api/src/modules/dashboard/planted.ts',
      use('../payments/payments.router.js', 'paymentsRouter'),
    );
    expect(router).toHaveLength(1);
  });

  it("lets a module import another module's service and rules files, and its own internals", async () => {
    const code = [
      use('../payments/confirm-payment.service.js', 'applyProviderStatus'),
      use('../properties/unit-rules.js', 'roomTypeOfName'),
      use('./tenant-rows.js', 'tenantProfileSelect'),
    ].join('');
    expect(await boundaryErrors('apps/api/src/modules/tenants/planted.ts', code)).toEqual([]);
  });

  it("lets a test import another module's fixtures, but not its router", async () => {
    const file = 'apps/api/src/modules/tenants/planted.test.ts';
    expect(await boundaryErrors(file, use('../ledger/test-helpers.js', 'paidLandlord'))).toEqual(
      [],
    );
    expect(await boundaryErrors(file, use('../ledger/ledger.router.js', 'ledgerRouter'))).toEqual([
      expect.stringMatching(/no-restricted-paths.*over HTTP/),
    ]);
  });

  it('refuses an import cycle in the API and in packages/shared', async () => {
    // auth.ts imports errors.ts; errors.ts importing auth.ts back closes the loop.
    const api = await boundaryErrors('apps/api/src/lib/errors.ts', use('./auth.js', 'requireAuth'));
    expect(api).toEqual([expect.stringMatching(/^import-x\/no-cycle/)]);
    // validation.ts imports messages.ts.
    const shared = await boundaryErrors(
      'packages/shared/src/messages.ts',
      use('./validation.js', 'EmailSchema'),
    );
    expect(shared).toEqual([expect.stringMatching(/^import-x\/no-cycle/)]);
  });
});
