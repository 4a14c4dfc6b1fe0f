import type { Router } from 'express';
import {
  ERROR_CODES,
  LandlordAccountStepSchema,
  LandlordPropertiesStepSchema,
  LandlordRegistrationSchema,
  MESSAGES,
} from '@pango/shared';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { MINUTE_MS, perAddressLimit } from '../../lib/rate-limit.js';
import {
  completeLandlordRegistration,
  saveLandlordAccountStep,
  saveLandlordPropertiesStep,
} from './landlord-registration.service.js';

/**
 * Per client address, like sign-in: step 2 tells whether an email has an account. Counted in
 * Postgres (shared by every API instance), one count per route.
 */
function signupLimiter(deps: Deps, name: string) {
  return perAddressLimit(deps, {
    name,
    max: deps.env.LOGIN_RATE_LIMIT_PER_MINUTE,
    windowMs: MINUTE_MS,
  });
}

/** POST /landlord/register/step/{step}/ and /landlord/register/complete/. */
export function landlordRegistrationRoutes(router: Router, deps: Deps): void {
  router.post(
    '/landlord/register/step/:step/',
    signupLimiter(deps, 'landlord-signup-step'),
    async (req, res) => {
      const body: unknown = req.body ?? {};
      if (req.params.step === '2')
        res.json(await saveLandlordAccountStep(deps, LandlordAccountStepSchema.parse(body)));
      else if (req.params.step === '3')
        res.json(await saveLandlordPropertiesStep(deps, LandlordPropertiesStepSchema.parse(body)));
      else throw new AppError(404, ERROR_CODES.notFound, MESSAGES.unknownRegistrationStep);
    },
  );

  router.post(
    '/landlord/register/complete/',
    signupLimiter(deps, 'landlord-signup'),
    async (req, res) => {
      const input = LandlordRegistrationSchema.parse(req.body ?? {});
      res.status(201).json(await completeLandlordRegistration(deps, input));
    },
  );
}
