import { describe, expect, it } from 'vitest';
import { adminRoleOf, type Actor } from './auth.js';
import { AppError } from './errors.js';
import {
  assertPropertyInScope,
  isPropertyInScope,
  propertyScope,
  scopeWhere,
} from './property-scope.js';

// A member works on some of the owner's properties or all of them (issue 23, ADR 037).

const owner: Actor = { userId: 1, role: 'landlord' };
const member = (propertyIds: number[] | null): Actor => ({
  userId: 1,
  role: 'landlord',
  member: { id: 9, userId: 2, name: 'Juma', role: 'caretaker', propertyIds },
});

describe('property scope', () => {
  it('leaves the owner and a member of all properties unlimited', () => {
    for (const actor of [owner, member(null)]) {
      expect(propertyScope(actor)).toBeNull();
      expect(isPropertyInScope(actor, 42)).toBe(true);
      expect(scopeWhere(actor)).toEqual({});
      expect(() => assertPropertyInScope(actor, 42)).not.toThrow();
    }
  });

  it('limits a member to their properties, refusing others as not found', () => {
    const actor = member([3, 5]);
    expect(propertyScope(actor)).toEqual([3, 5]);
    expect(isPropertyInScope(actor, 5)).toBe(true);
    expect(isPropertyInScope(actor, 4)).toBe(false);
    expect(scopeWhere(actor)).toEqual({ propertyId: { in: [3, 5] } });
    let refusal: unknown;
    try {
      assertPropertyInScope(actor, 4);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(404);
  });

  it('names the admin role: owner, the member’s role, none for a tenant', () => {
    expect(adminRoleOf(owner)).toBe('owner');
    expect(adminRoleOf(member(null))).toBe('caretaker');
    expect(adminRoleOf({ userId: 7, role: 'tenant' })).toBeNull();
  });
});
