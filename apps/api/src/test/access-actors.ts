import request from 'supertest';
import type { TeamRole } from '@pango/shared';
import type { World } from './access-fixtures.js';
import type { TestContext } from './context.js';
import { TEST_PASSWORD } from './factories.js';

// The five callers of the access matrix and the fuzz run, and what each must never be shown.

// The owner last: their (harmless) calls must not change what the refused actors are asked about.
export const ACTORS = ['anonymous', 'tenant', 'otherTenant', 'otherLandlord', 'landlord'] as const;
export type ActorName = (typeof ACTORS)[number];

/**
 * Landlord A's team (issue 23): each role limited to the world's property ("in scope") or to
 * another property of A ("Elsewhere"), and a member of landlord B (of all B's properties). Their
 * expected answers follow from each route's permission and scope (access-rules.ts).
 */
export const TEAM_ACTORS = {
  propertyManager: { role: 'property_manager', inScope: true, other: false },
  propertyManagerElsewhere: { role: 'property_manager', inScope: false, other: false },
  caretaker: { role: 'caretaker', inScope: true, other: false },
  caretakerElsewhere: { role: 'caretaker', inScope: false, other: false },
  accountant: { role: 'accountant', inScope: true, other: false },
  accountantElsewhere: { role: 'accountant', inScope: false, other: false },
  otherMember: { role: 'property_manager', inScope: true, other: true },
} as const satisfies Record<string, { role: TeamRole; inScope: boolean; other: boolean }>;
export type TeamActorName = keyof typeof TEAM_ACTORS;
export type AnyActorName = ActorName | TeamActorName;

/** Every caller of the access matrix, the owner still last. */
export const ALL_ACTORS: AnyActorName[] = [
  ...ACTORS.filter((a) => a !== 'landlord'),
  ...(Object.keys(TEAM_ACTORS) as TeamActorName[]),
  'landlord',
];
export const isTeamActor = (actor: AnyActorName): actor is TeamActorName => actor in TEAM_ACTORS;

/** What would identify each account if it showed up in someone else's response. */
export function secretsOf(world: World) {
  return {
    landlordSide: [
      world.landlord.email,
      world.landlord.fullName,
      world.tenant.email,
      world.tenant.fullName,
      world.property.name,
    ],
    otherSide: [
      world.otherLandlord.email,
      world.otherLandlord.fullName,
      world.otherTenant.email,
      world.otherTenant.fullName,
      world.otherProperty.name,
    ],
  };
}

/**
 * Secrets an actor must never see: the other account's, or everyone's when anonymous; a member of
 * another of A's properties must not see the world's property, its tenant or their details either.
 */
export function forbiddenSecrets(world: World, actor: AnyActorName): string[] {
  const { landlordSide, otherSide } = secretsOf(world);
  if (actor === 'anonymous') return [...landlordSide, ...otherSide];
  if (isTeamActor(actor)) {
    const { inScope, other } = TEAM_ACTORS[actor];
    if (other) return landlordSide;
    return inScope
      ? otherSide
      : [...otherSide, world.property.name, world.tenant.email, world.tenant.fullName];
  }
  return actor === 'tenant' || actor === 'landlord' ? otherSide : landlordSide;
}

/** Signs each account in through the real sign-in route, so session checks apply as in use. */
export async function signInActors(
  ctx: TestContext,
  world: World,
): Promise<Record<AnyActorName, string | null>> {
  const signIn = async (email: string, userType: 'tenant' | 'landlord') => {
    const res = await request(ctx.app)
      .post('/api/accounts/token/')
      .send({ email, password: TEST_PASSWORD, user_type: userType });
    if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
    return `Bearer ${(res.body as { access: string }).access}`;
  };
  const team = {} as Record<TeamActorName, string>;
  for (const name of Object.keys(TEAM_ACTORS) as TeamActorName[])
    team[name] = await signIn(world.team[name].email, 'landlord');
  return {
    anonymous: null,
    tenant: await signIn(world.tenant.email, 'tenant'),
    otherTenant: await signIn(world.otherTenant.email, 'tenant'),
    landlord: await signIn(world.landlord.email, 'landlord'),
    otherLandlord: await signIn(world.otherLandlord.email, 'landlord'),
    ...team,
  };
}
