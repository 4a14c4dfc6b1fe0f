import request from 'supertest';
import type { World } from './access-fixtures.js';
import type { TestContext } from './context.js';
import { TEST_PASSWORD } from './factories.js';

// The five callers of the access matrix and the fuzz run, and what each must never be shown.

// The owner last: their (harmless) calls must not change what the refused actors are asked about.
export const ACTORS = ['anonymous', 'tenant', 'otherTenant', 'otherLandlord', 'landlord'] as const;
export type ActorName = (typeof ACTORS)[number];

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

/** Secrets an actor must never see: the other account's, or everyone's when anonymous. */
export function forbiddenSecrets(world: World, actor: ActorName): string[] {
  const { landlordSide, otherSide } = secretsOf(world);
  if (actor === 'anonymous') return [...landlordSide, ...otherSide];
  return actor === 'tenant' || actor === 'landlord' ? otherSide : landlordSide;
}

/** Signs each account in through the real sign-in route, so session checks apply as in use. */
export async function signInActors(
  ctx: TestContext,
  world: World,
): Promise<Record<ActorName, string | null>> {
  const signIn = async (email: string, userType: 'tenant' | 'landlord') => {
    const res = await request(ctx.app)
      .post('/api/accounts/token/')
      .send({ email, password: TEST_PASSWORD, user_type: userType });
    if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
    return `Bearer ${(res.body as { access: string }).access}`;
  };
  return {
    anonymous: null,
    tenant: await signIn(world.tenant.email, 'tenant'),
    otherTenant: await signIn(world.otherTenant.email, 'tenant'),
    landlord: await signIn(world.landlord.email, 'landlord'),
    otherLandlord: await signIn(world.otherLandlord.email, 'landlord'),
  };
}
