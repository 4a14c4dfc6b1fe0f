import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';

import type { Deps } from './lib/deps.js';
import { errorHandler, notFound } from './lib/errors.js';
import { requestContext } from './lib/request-context.js';
import { sessionGuard } from './lib/session-guard.js';
import { accountsRouter } from './modules/accounts/accounts.router.js';
import { accountSettingsRouter } from './modules/account-settings/account-settings.router.js';
import { communicationRouter } from './modules/communication/communication.router.js';
import { dashboardRouter } from './modules/dashboard/dashboard.router.js';
import { ledgerRouter } from './modules/ledger/ledger.router.js';
import { propertiesRouter } from './modules/properties/properties.router.js';
import { paymentsRouter } from './modules/payments/payments.router.js';
import { registrationRouter } from './modules/registration/registration.router.js';
import { subscriptionsRouter } from './modules/subscriptions/subscriptions.router.js';
import { tenantPortalRouter } from './modules/tenant-portal/tenant-portal.router.js';
import { tenantsRouter } from './modules/tenants/tenants.router.js';

/** Builds the app without listening (supertest imports it); no side effects. */
export function createApp(deps: Deps): Express {
  const app = express();
  app.disable('x-powered-by');
  if (deps.env.TRUST_PROXY) app.set('trust proxy', deps.env.TRUST_PROXY);
  app.use(requestContext());
  app.use(helmet({ contentSecurityPolicy: { directives: { 'upgrade-insecure-requests': null } } }));
  if (deps.env.NODE_ENV !== 'test') app.use(requestLogger(deps));
  // Most users are on mobile data: gzip every text response (the web bundle shrinks about 4x).
  app.use(compression());
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
  app.use('/api/accounts', dashboardRouter(deps));
  app.use('/api/accounts', tenantsRouter(deps));
  app.use('/api/accounts', tenantPortalRouter(deps));
  app.use('/api/communication', communicationRouter(deps));
  app.use('/api/payments', paymentsRouter(deps));
  app.use('/api/payments', ledgerRouter(deps));
  app.use('/api', (_req, _res) => {
    throw notFound('No API endpoint at this path.');
  });

  if (deps.env.WEB_DIST_DIR) serveWeb(app, deps.env.WEB_DIST_DIR);

  app.use(errorHandler(deps.logger));
  return app;
}

// One line per API request (method, path, status, time); health checks and static files are not
// logged, and headers never are (they carry tokens).
function requestLogger(deps: Deps) {
  return pinoHttp({
    logger: deps.logger,
    autoLogging: { ignore: (req) => !req.url?.startsWith('/api') || req.url === '/api/health/' },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

// One origin: the built web app for every path that is not /api, index.html for client routes.
function serveWeb(app: Express, dir: string): void {
  const root = path.resolve(dir);
  const indexHtml = path.join(root, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`WEB_DIST_DIR has no index.html: ${root}`);
  app.use(
    '/assets',
    express.static(path.join(root, 'assets'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
    }),
  );
  app.use(express.static(root, { index: false, maxAge: '1h' }));
  app.get('/{*path}', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
