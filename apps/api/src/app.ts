import compression from 'compression';
import express, { type Express } from 'express';

import type { Deps } from './lib/deps.js';
import { errorHandler, notFound } from './lib/errors.js';
import { healthRoutes } from './lib/health.js';
import { requestContext } from './lib/request-context.js';
import { requestLog } from './lib/request-log.js';
import { corsFromAllowlist, noStore, securityHeaders } from './lib/security-headers.js';
import { sessionGuard } from './lib/session-guard.js';
import { serveWebApp } from './lib/web-app.js';
import { accountsRouter } from './modules/accounts/accounts.router.js';
import { accountSettingsRouter } from './modules/account-settings/account-settings.router.js';
import { auditLogRouter } from './modules/audit-log/audit-log.router.js';
import { billingRouter } from './modules/billing/billing.router.js';
import { expensesRouter } from './modules/expenses/expenses.router.js';
import { ownerStatementRouter } from './modules/expenses/owner-statement.router.js';
import { communicationRouter } from './modules/communication/communication.router.js';
import { smsRoutes } from './modules/sms/sms.router.js';
import { dashboardRouter } from './modules/dashboard/dashboard.router.js';
import { ledgerRouter } from './modules/ledger/ledger.router.js';
import { propertiesRouter } from './modules/properties/properties.router.js';
import { c2bCallbackRouter } from './modules/payments/c2b/c2b.router.js';
import { MPESA_IMPORT_PATH, mpesaImportJson } from './modules/payments/c2b/mpesa-import.router.js';
import { paymentsRouter } from './modules/payments/payments.router.js';
import { mriRouter } from './modules/payments/reports/mri.router.js';
import { registrationRouter } from './modules/registration/registration.router.js';
import { subscriptionsRouter } from './modules/subscriptions/subscriptions.router.js';
import { tenantPortalRouter } from './modules/tenant-portal/tenant-portal.router.js';
import { dataRightsRouter } from './modules/data-rights/data-rights.router.js';
import { tenanciesRouter } from './modules/tenancies/tenancies.router.js';
import { tenantsRouter } from './modules/tenants/tenants.router.js';
import { importRouter } from './modules/portfolio-import/import.router.js';
import { vacancyPublicRouter } from './modules/vacancy/vacancy-public.router.js';
import { vacancyRouter } from './modules/vacancy/vacancy.router.js';
import { teamRouter } from './modules/team/team.router.js';

/** Builds the app without listening (supertest imports it); no side effects. */
export function createApp(deps: Deps): Express {
  const app = express();
  app.disable('x-powered-by');
  if (deps.env.TRUST_PROXY !== undefined) app.set('trust proxy', deps.env.TRUST_PROXY);
  app.use(requestContext());
  app.use(securityHeaders());
  if (deps.env.NODE_ENV !== 'test') app.use(requestLog(deps.logger));
  app.use(healthRoutes(deps));
  // Most users are on mobile data: gzip every text response (the web bundle shrinks about 4x).
  app.use(compression());
  app.use('/api', noStore);
  app.use('/api', corsFromAllowlist(deps.env.CORS_ORIGINS));
  // Safaricom's C2B calls (unauthenticated, token in the path) parse their own small bodies.
  app.use('/api/c2b', c2bCallbackRouter(deps));
  app.use(MPESA_IMPORT_PATH, mpesaImportJson);
  app.use(express.json({ limit: '1mb' }));
  // An access token is refused once its session ended (logout, password change, deactivation).
  app.use('/api', sessionGuard(deps));

  app.get('/api/health/', async (_req, res) => {
    await deps.db.$queryRaw`SELECT 1`;
    res.json({ status: 'ok' });
  });
  app.use('/api/accounts', accountsRouter(deps));
  app.use('/api/accounts', registrationRouter(deps));
  app.use('/api/accounts', subscriptionsRouter(deps));
  app.use('/api/accounts', propertiesRouter(deps));
  app.use('/api/accounts', accountSettingsRouter(deps));
  app.use('/api/accounts', auditLogRouter(deps));
  app.use('/api/accounts', billingRouter(deps));
  app.use('/api/accounts', dashboardRouter(deps));
  app.use('/api/accounts', tenantsRouter(deps));
  app.use('/api/accounts', tenantPortalRouter(deps));
  app.use('/api/accounts', dataRightsRouter(deps));
  app.use('/api/accounts', tenanciesRouter(deps));
  app.use('/api/accounts', importRouter(deps));
  app.use('/api/accounts', vacancyRouter(deps));
  app.use('/api/accounts', teamRouter(deps));
  app.use('/api/accounts', expensesRouter(deps));
  app.use('/api/accounts', ownerStatementRouter(deps));
  app.use('/api/communication', communicationRouter(deps));
  app.use('/api', mriRouter(deps));
  app.use('/api/communication', smsRoutes(deps));
  app.use('/api/payments', paymentsRouter(deps));
  app.use('/api/payments', ledgerRouter(deps));
  app.use('/api', (_req, _res) => {
    throw notFound('No API endpoint at this path.');
  });

  // Public vacancy pages (ADR 032): server-rendered HTML, outside /api and the web app.
  app.use('/v', vacancyPublicRouter(deps));
  if (deps.env.WEB_DIST_DIR) serveWebApp(app, deps.env.WEB_DIST_DIR);
  // Any other path (/wp-login.php, /.env): the one JSON error shape, not Express's HTML page.
  app.use((_req, _res) => {
    throw notFound();
  });

  app.use(errorHandler(deps.logger));
  return app;
}
