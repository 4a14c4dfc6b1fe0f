import { describe, expect, it } from 'vitest';
import {
  isSubscriptionActive,
  planLimits,
  subscriptionDisplay,
  subscriptionPrice,
  tierPlanForUnitCount,
} from './subscriptions.js';

describe('subscriptionPrice', () => {
  it('prices a monthly plan by its cheapest tier large enough for the units', () => {
    expect(subscriptionPrice('starter', 0)).toBe(2000);
    expect(subscriptionPrice('starter', 10)).toBe(2000);
    expect(subscriptionPrice('starter', 11)).toBeNull();
    expect(subscriptionPrice('basic', 3)).toBe(2500);
    expect(subscriptionPrice('basic', 20)).toBe(2500);
    expect(subscriptionPrice('basic', 21)).toBe(4500);
    expect(subscriptionPrice('basic', 50)).toBe(4500);
    expect(subscriptionPrice('basic', 51)).toBeNull();
    expect(subscriptionPrice('professional', 100)).toBe(7500);
    expect(subscriptionPrice('professional', 101)).toBeNull();
    expect(subscriptionPrice('enterprise', 5)).toBeNull();
    expect(subscriptionPrice('free', 5)).toBeNull();
  });

  it('prices the lifetime plan at 40,000 up to 50 units', () => {
    expect(subscriptionPrice('onetime', 50)).toBe(40_000);
    expect(subscriptionPrice('onetime', 51)).toBeNull();
  });
});

describe('planLimits', () => {
  it('gives paid plans their row of seed 001 section 9', () => {
    expect(planLimits('starter', 4)).toEqual({ plan: 'starter', properties: 3, units: 10 });
    expect(planLimits('onetime', 400)).toEqual({ plan: 'onetime', properties: null, units: null });
  });

  it('gives the free trial the limits of the tier the unit count will be billed at', () => {
    expect(planLimits('free', 0)).toEqual({ plan: 'starter', properties: 3, units: 10 });
    expect(planLimits('free', 11)).toEqual({ plan: 'basic', properties: 10, units: 50 });
    expect(planLimits('free', 60)).toEqual({ plan: 'professional', properties: 25, units: 100 });
    expect(planLimits('free', 500)).toEqual({ plan: 'professional', properties: 25, units: 100 });
  });

  it('names the tier after the trial', () => {
    expect(tierPlanForUnitCount(12)).toBe('basic');
    expect(tierPlanForUnitCount(101)).toBe('enterprise');
  });
});

describe('subscriptionDisplay', () => {
  const expiry = '2026-03-05T09:00:00.000Z';
  it('shows the free plan as Free Trial (Active or Expired)', () => {
    const active = { plan: 'free', is_active: true, expiry_date: expiry, days_remaining: 6 };
    expect(subscriptionDisplay(active)).toMatchObject({
      statusLabel: 'Free Trial (Active)',
      isTrial: true,
      isExpiringSoon: true,
      expiryLabel: 'Expires on 5 March 2026',
    });
    const expired = { ...active, days_remaining: 0 };
    expect(subscriptionDisplay(expired)).toMatchObject({
      statusLabel: 'Free Trial (Expired)',
      isActive: false,
      isExpiringSoon: false,
      expiryLabel: 'Expired on 5 March 2026',
    });
  });

  it('shows paid plans as Active or Inactive and no date for one-time purchases', () => {
    const basic = { plan: 'basic', is_active: true, expiry_date: expiry, days_remaining: 8 };
    expect(subscriptionDisplay(basic)).toMatchObject({
      planLabel: 'Basic',
      statusLabel: 'Active',
      isExpiringSoon: false,
    });
    expect(subscriptionDisplay({ ...basic, is_active: false }).statusLabel).toBe('Inactive');
    const lifetime = { plan: 'onetime', is_active: true, expiry_date: null, days_remaining: 0 };
    expect(isSubscriptionActive(lifetime)).toBe(true);
    expect(subscriptionDisplay(lifetime)).toMatchObject({
      statusLabel: 'Active',
      expiryLabel: null,
    });
  });
});
