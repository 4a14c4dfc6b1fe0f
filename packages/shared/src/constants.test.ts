import { describe, expect, it } from 'vitest';
import { tierForUnitCount } from './subscription-tiers.js';

describe('subscription price by total unit count (seed 000 section 9)', () => {
  it.each([
    [1, 2000, 'starter'],
    [10, 2000, 'starter'],
    [11, 2500, 'basic'],
    [20, 2500, 'basic'],
    [21, 4500, 'basic'],
    [50, 4500, 'basic'],
    [51, 7500, 'professional'],
    [100, 7500, 'professional'],
  ])('%i units cost KSh %i (%s)', (units, price, plan) => {
    expect(tierForUnitCount(units)).toMatchObject({ price, plan });
  });
  it('101 units and above are priced by phone', () => {
    expect(tierForUnitCount(101)).toBeNull();
  });
});
