import type { Router } from 'express';
import {
  MESSAGES,
  TenantPersonalStepSchema,
  TenantRegistrationSchema,
  TenantUnitStepSchema,
  ValidateLandlordInputSchema,
  VerifyApplicationEmailInputSchema,
} from '@pango/shared';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { MINUTE_MS, perAddressLimit } from '../../lib/rate-limit.js';
import { saveTenantPersonalStep, saveTenantUnitStep } from './tenant-steps.service.js';
import { completeTenantRegistration } from './tenant-registration.service.js';
import { idDocumentUpload } from '../../lib/id-document-upload.js';
import { validateLandlord } from './validate-landlord.service.js';
import { verifyApplicationEmail } from './verify-application-email.service.js';

/** Landlord codes are short enough to guess: looking them up is rate-limited per client address. */
const VALIDATE_LANDLORD_PER_MINUTE = 30;

/**
 * POST /validate-landlord/, /tenant/register/step/{step}/, /tenant/register/complete/ and
 * /register/tenant/verify-email/ (the applicant's confirmation link, ADR 019).
 */
export function tenantRegistrationRoutes(router: Router, deps: Deps): void {
  // Environments that lift the sign-in limit (tests, e2e, benchmarks) lift this one with it.
  // Counted in Postgres, so every API instance shares the counts.
  const lookupLimiter = perAddressLimit(deps, {
    name: 'validate-landlord',
    max: Math.max(VALIDATE_LANDLORD_PER_MINUTE, deps.env.LOGIN_RATE_LIMIT_PER_MINUTE),
    windowMs: MINUTE_MS,
  });
  // The steps and the complete call also reveal whether a landlord code or an email exists.
  const signupLimiter = perAddressLimit(deps, {
    name: 'tenant-signup',
    max: deps.env.LOGIN_RATE_LIMIT_PER_MINUTE,
    windowMs: MINUTE_MS,
  });

  router.post('/validate-landlord/', lookupLimiter, async (req, res) => {
    const { landlord_code } = ValidateLandlordInputSchema.parse(req.body ?? {});
    res.json(await validateLandlord(deps.db, landlord_code));
  });

  router.post('/tenant/register/step/:step/', signupLimiter, async (req, res) => {
    const body: unknown = req.body ?? {};
    if (req.params.step === '2')
      res.json(await saveTenantPersonalStep(deps, TenantPersonalStepSchema.parse(body)));
    else if (req.params.step === '3')
      res.json(await saveTenantUnitStep(deps, TenantUnitStepSchema.parse(body)));
    else throw notFound(MESSAGES.unknownRegistrationStep);
  });

  router.post('/tenant/register/complete/', signupLimiter, idDocumentUpload, async (req, res) => {
    const input = TenantRegistrationSchema.parse(req.body ?? {});
    const origin = publicOrigin(deps.env, req);
    const address = req.ip ?? 'unknown';
    res.status(201).json(await completeTenantRegistration(deps, input, req.file, origin, address));
  });

  // Tokens are 256-bit, so guessing is hopeless; the limit keeps the lookups cheap all the same.
  router.post('/register/tenant/verify-email/', signupLimiter, async (req, res) => {
    const { token } = VerifyApplicationEmailInputSchema.parse(req.body ?? {});
    res.json(await verifyApplicationEmail(deps, token, publicOrigin(deps.env, req)));
  });
}
