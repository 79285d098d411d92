import { describe, expect, it } from 'vitest';
import { decideGuard, type GuardInput, guardNotice } from './guard-decision';

const everything = ['support', 'survey', 'loyalty', 'monitoring'];
const base: GuardInput = {
  meta: { requiresAuth: false },
  fullPath: '/',
  loggedIn: false,
  features: everything,
  conditionHolds: true,
};
const decide = (input: Partial<GuardInput>) => decideGuard({ ...base, ...input });

describe('route guards', () => {
  it('lets public routes through for anyone', () => {
    expect(decide({ fullPath: '/' })).toBeNull();
    expect(decide({ fullPath: '/login' })).toBeNull();
    expect(decide({ fullPath: '/no/such/page' })).toBeNull();
  });

  it('sends a visitor on an auth route to /login with a return-to', () => {
    expect(decide({ meta: { requiresAuth: true }, fullPath: '/installations' })).toBe(
      '/login?returnTo=%2Finstallations',
    );
    expect(decide({ meta: { requiresAuth: true }, fullPath: '/account?tab=privacy#email' })).toBe(
      '/login?returnTo=%2Faccount%3Ftab%3Dprivacy%23email',
    );
  });

  it('lets a signed-in customer through an auth route', () => {
    expect(
      decide({ meta: { requiresAuth: true }, fullPath: '/installations', loggedIn: true }),
    ).toBeNull();
  });

  it('sends anyone to / when the tenant lacks the route feature', () => {
    expect(
      decide({
        meta: { requiresAuth: false, feature: 'loyalty' },
        fullPath: '/loyalty',
        features: ['support'],
      }),
    ).toBe('/');
    expect(
      decide({
        meta: { requiresAuth: false, feature: 'loyalty' },
        fullPath: '/loyalty',
        features: ['loyalty'],
      }),
    ).toBeNull();
    expect(
      decide({
        meta: { requiresAuth: false, feature: 'support' },
        fullPath: '/support',
        features: [],
      }),
    ).toBe('/');
  });

  it('checks authentication before the feature', () => {
    const meta = { requiresAuth: true, feature: 'loyalty' as const };
    expect(decide({ meta, fullPath: '/loyalty', features: [] })).toBe('/login?returnTo=%2Floyalty');
    expect(decide({ meta, fullPath: '/loyalty', features: [], loggedIn: true })).toBe('/');
  });

  it('sends to / when a further condition fails, unless the path is /', () => {
    const meta = { requiresAuth: false, condition: { holds: () => false } };
    expect(decide({ meta, fullPath: '/dashboard', conditionHolds: false })).toBe('/');
    expect(decide({ meta, fullPath: '/', conditionHolds: false })).toBeNull();
    expect(decide({ meta, fullPath: '/?lang=fr', conditionHolds: false })).toBeNull();
  });

  it('uses the condition target when it has one (insights without flexio → monitoring)', () => {
    const meta = {
      requiresAuth: false,
      feature: 'monitoring' as const,
      condition: { holds: () => false, otherwise: '/monitoring/feed' },
    };
    expect(decide({ meta, fullPath: '/monitoring/insights', conditionHolds: false })).toBe(
      '/monitoring/feed',
    );
    expect(decide({ meta, fullPath: '/monitoring/insights', conditionHolds: true })).toBeNull();
    // The feature check comes first.
    expect(
      decide({ meta, fullPath: '/monitoring/insights', conditionHolds: false, features: [] }),
    ).toBe('/');
  });

  it('says why a signed-in customer was sent elsewhere, and nothing on a sign-in redirect', () => {
    const notice = (input: Partial<GuardInput>) => guardNotice({ ...base, ...input });
    const loyalty = { requiresAuth: true, feature: 'loyalty' as const };
    expect(notice({ meta: loyalty, fullPath: '/loyalty', features: [] })).toBeNull();
    expect(notice({ meta: loyalty, fullPath: '/loyalty', features: [], loggedIn: true })).toBe(
      'common:guards.featureOff',
    );
    expect(notice({ meta: loyalty, fullPath: '/loyalty', loggedIn: true })).toBeNull();
    const insights = {
      requiresAuth: false,
      feature: 'monitoring' as const,
      condition: { holds: () => false, otherwise: '/monitoring/feed', notice: 'why' },
    };
    expect(
      notice({ meta: insights, fullPath: '/monitoring/insights', conditionHolds: false }),
    ).toBe('why');
    expect(notice({ meta: insights, fullPath: '/monitoring/insights' })).toBeNull();
  });
});
