import { describe, expect, it } from 'vitest';
import { balanceAfterLabel } from './tenancy-record.js';

describe('balanceAfterLabel', () => {
  it('reads the balance after move-out from the tenant’s side', () => {
    expect(balanceAfterLabel(3500)).toBe('owed by tenant');
    expect(balanceAfterLabel(-1200)).toBe('credit to tenant');
    expect(balanceAfterLabel(0)).toBe('settled');
  });
});
