import {
  idSchema,
  TEAM_MESSAGES,
  TeamAcceptSchema,
  TeamInvitationSchema,
  TeamMemberUpdateSchema,
} from '@pango/shared';
import { Router } from 'express';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { MINUTE_MS, perAddressLimit, retryAfterHeader } from '../../lib/rate-limit.js';
import { acceptInvitation, inviteMember, listTeam } from './team-invitations.service.js';
import { removeMember, updateMember } from './team-members.service.js';

const MemberIdSchema = idSchema(TEAM_MESSAGES.memberNotFound);

/** /api/accounts/team: Settings → Team (the owner only) and the invitation link (public). */
export function teamRouter(deps: Deps): Router {
  const router = Router();
  const owner = [
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    requirePermission('team.manage'),
  ];
  const memberId = (raw: unknown) => {
    const id = MemberIdSchema.safeParse(raw);
    if (!id.success) throw notFound(TEAM_MESSAGES.memberNotFound);
    return id.data;
  };

  router.get('/team/', ...owner, async (_req, res) => {
    res.json(await listTeam(deps, actorOf(res).userId));
  });

  router.post('/team/invitations/', ...owner, async (req, res) => {
    const input = TeamInvitationSchema.parse(req.body ?? {});
    const origin = publicOrigin(deps.env, req);
    res.status(201).json(await inviteMember(deps, actorOf(res).userId, input, origin));
  });

  // Public: the emailed token is the credential. Limited per address so the 256-bit tokens cannot
  // be guessed at volume and bcrypt is not a free CPU sink.
  const acceptLimiter = perAddressLimit(deps, {
    name: 'team-accept',
    max: 30,
    windowMs: 15 * MINUTE_MS,
  });
  router.post('/team/accept/', acceptLimiter, async (req, res) => {
    const input = TeamAcceptSchema.parse(req.body ?? {});
    res.json(await acceptInvitation(deps, input));
  });

  router.patch('/team/:id/', ...owner, async (req, res) => {
    const id = memberId(req.params.id);
    const input = TeamMemberUpdateSchema.parse(req.body ?? {});
    res.json(await updateMember(deps, actorOf(res).userId, id, input));
  });

  router.delete('/team/:id/', ...owner, async (req, res) => {
    await removeMember(deps, actorOf(res).userId, memberId(req.params.id));
    res.status(204).end();
  });

  router.use(retryAfterHeader);
  return router;
}
