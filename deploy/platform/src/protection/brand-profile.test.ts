import { BRAND_CODES, brandProfileFor, configuredBrandProfile, isRealityCheckMinutes } from './brand-profile';

it('reads BRAND_PROFILE, SEA by default, and refuses an unknown profile naming the variable', () => {
  expect(configuredBrandProfile({}).code).toBe('SEA');
  expect(configuredBrandProfile({ BRAND_PROFILE: ' ph ' }).code).toBe('PH');
  expect(configuredBrandProfile({ BRAND_PROFILE: 'MT' }).code).toBe('MT');
  expect(() => configuredBrandProfile({ BRAND_PROFILE: 'UK' })).toThrow("BRAND_PROFILE must be one of PH, MT, SEA (default SEA), not 'UK'");
});

it('gives each licence its own figures', () => {
  expect(BRAND_CODES.map((code) => brandProfileFor(code).minimumAge)).toEqual([21, 18, 18]);
  expect(brandProfileFor('MT')).toMatchObject({ lossBasedRewardsAllowed: false, amlThreshold: '2000.00', amlWindowDays: 180 });
  expect(brandProfileFor('PH').amlWindowDays).toBeNull();
  expect(Object.isFrozen(brandProfileFor('SEA'))).toBe(true);
  expect([15, 30, 45, 60].every(isRealityCheckMinutes)).toBe(true);
  expect(isRealityCheckMinutes(20)).toBe(false);
});
