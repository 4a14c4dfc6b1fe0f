import express, { Router, type Request, type Response } from 'express';
import { EnquiryInputSchema, MESSAGES } from '@pango/shared';
import { AppError, notFound, zodToFieldErrors } from '../../lib/errors.js';
import type { Deps } from '../../lib/deps.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { clientAddress, RateLimitedError, retryAfterHeader } from '../../lib/rate-limit.js';
import { countEnquiryFromAddress, createEnquiry } from './enquiries.service.js';
import {
  renderPageGone,
  renderThankYou,
  renderVacancyPage,
  VACANCY_PAGE_CSP,
  type EnquiryFormState,
} from './vacancy-page.html.js';
import { findPublicPhoto, findPublicVacancyPage } from './vacancy-page.service.js';

/*
 * The public vacancy page, outside /api (ADR 032): GET /v/<token> (HTML), its photos
 * GET /v/<token>/photos/<id>.webp, and POST /v/<token>/enquiries (a plain form post answered with
 * HTML, or JSON answered with JSON: 201 {id}, 400 field errors, 429 Retry-After). A page that is
 * off, or a token that never was, is 404 on every path.
 */
const PHOTO_FILE = /^([1-9][0-9]{0,9})\.webp$/;
const textValue = (value: unknown) => (typeof value === 'string' ? value : undefined);

function sendHtml(res: Response, status: number, html: string) {
  res.status(status).setHeader('Content-Security-Policy', VACANCY_PAGE_CSP);
  // Live: a unit leaves the page the moment it is let, so caches must ask again every time.
  res.setHeader('Cache-Control', 'no-cache');
  res.type('html').send(html);
}

export function vacancyPublicRouter(deps: Deps): Router {
  const router = Router();
  const pageOf = async (req: Request) => {
    const page = await findPublicVacancyPage(deps.db, String(req.params.token));
    if (!page) throw notFound('This vacancy page is not available.');
    return page;
  };

  router.get('/:token', async (req, res) => {
    const page = await findPublicVacancyPage(deps.db, String(req.params.token));
    if (page) return sendHtml(res, 200, await renderVacancyPage(page, publicOrigin(deps.env, req)));
    // Someone following an old WhatsApp link gets a sentence, not JSON; API clients the JSON 404.
    if (req.accepts(['json', 'html']) === 'html') return sendHtml(res, 404, renderPageGone());
    throw notFound('This vacancy page is not available.');
  });

  router.get('/:token/photos/:file', async (req, res) => {
    const match = PHOTO_FILE.exec(String(req.params.file));
    const bytes =
      match && (await findPublicPhoto(deps, String(req.params.token), Number(match[1])));
    if (!bytes) throw notFound();
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('image/webp').send(bytes);
  });

  router.post(
    '/:token/enquiries',
    express.urlencoded({ extended: false, limit: '16kb' }),
    async (req, res) => {
      const page = await pageOf(req);
      const origin = publicOrigin(deps.env, req);
      const wantsJson = req.is('application/json') === 'application/json';
      const body = (req.body ?? {}) as Record<string, unknown>;
      const values: EnquiryFormState['values'] = Object.fromEntries(
        (['name', 'phone', 'email', 'message', 'unit'] as const).map((k) => [
          k,
          textValue(body[k]),
        ]),
      );
      // Plain form posts get the page back with the problem shown; JSON callers the error shape.
      const answerHtml = async (err: unknown) => {
        if (wantsJson) throw err;
        if (err instanceof RateLimitedError) {
          res.setHeader('Retry-After', String(err.retryAfterSeconds));
          return sendHtml(
            res,
            429,
            await renderVacancyPage(page, origin, { values, errors: {}, notice: err.detail }),
          );
        }
        if (err instanceof AppError && err.status === 400) {
          const errors = (err.extra.errors ?? {}) as EnquiryFormState['errors'];
          return sendHtml(
            res,
            400,
            await renderVacancyPage(page, origin, {
              values,
              errors,
              notice: MESSAGES.invalidInput,
            }),
          );
        }
        throw err;
      };
      try {
        await countEnquiryFromAddress(deps, clientAddress(req.ip));
        const parsed = EnquiryInputSchema.safeParse(body);
        if (!parsed.success) {
          if (wantsJson) throw parsed.error;
          const errors = zodToFieldErrors(parsed.error);
          return sendHtml(
            res,
            400,
            await renderVacancyPage(page, origin, {
              values,
              errors,
              notice: MESSAGES.invalidInput,
            }),
          );
        }
        const enquiry = await createEnquiry(deps, page, parsed.data, origin);
        if (wantsJson) return res.status(201).json(enquiry);
        sendHtml(res, 200, renderThankYou(page));
      } catch (err) {
        await answerHtml(err);
      }
    },
  );
  router.use(retryAfterHeader);
  return router;
}
