import { describe, expect, it } from 'vitest';
import { connectionSettingsSchema } from '#shared/connection-profile';
import neutralFile from './neutral.json' with { type: 'json' };
import {
  BUILT_IN_PROFILES,
  connectionView,
  overriddenFields,
  parseProfile,
  profileById,
  resolveConnection,
  withoutProfileDefaults,
} from './profiles';

describe('connection profile files', () => {
  it('ship the neutral profile and the public gateway family, both valid', () => {
    expect(BUILT_IN_PROFILES.map((p) => p.id)).toEqual(['neutral', 'rapidapi']);
    const gateway = profileById('rapidapi');
    expect(gateway).toMatchObject({
      hostHeader: 'x-rapidapi-host',
      keyHeader: 'x-rapidapi-key',
      areaUnit: 'sqm',
      healthCheck: { kind: 'path', path: '/health' },
      enumerations: { sortOrder: { broker_first: 'trubroker_first' }, transactionSortParam: 'sort' },
    });
    expect(gateway.enumerations.transactionCategoryExtras).toEqual(expect.arrayContaining(['3', 'offices']));
    // Details take over 30 s on that gateway: longer than searches.
    expect(gateway.operationTimeoutsMs['property-details']).toBeGreaterThan(30_000);
    expect(gateway.operationTimeoutsMs['property-details']).toBeGreaterThan(gateway.timeoutMs);
    expect(gateway.retry.timeoutRetries).toBeLessThanOrEqual(1);
    expect(profileById('neutral')).toMatchObject({ hostHeader: 'x-gateway-host', areaUnit: 'sqft' });
  });

  it('refuses a bad file, naming the file and the field', () => {
    expect(() => parseProfile({ ...neutralFile, areaUnit: 'acres' }, 'acres.json')).toThrow(
      /acres\.json is invalid.*areaUnit/,
    );
    expect(() =>
      parseProfile({ ...neutralFile, retry: { ...neutralFile.retry, timeoutRetries: 3 } }, 'x.json'),
    ).toThrow(/retry\.timeoutRetries/);
    const { healthCheck: _h, ...incomplete } = neutralFile;
    expect(() => parseProfile(incomplete, 'y.json')).toThrow(/healthCheck/);
  });

  it('names the known profiles when asked for an unknown one', () => {
    expect(() => profileById('acme')).toThrow(/Unknown connection profile "acme": choose one of neutral, rapidapi/);
  });
});

describe('connection settings over a profile', () => {
  it('applies overrides field by field, merging the rules key by key', () => {
    const resolved = resolveConnection({
      profile: 'rapidapi',
      baseUrl: 'http://127.0.0.1:8787',
      areaUnit: 'sqft',
      operationTimeoutsMs: { 'search-property': 30_000 },
      enumerations: { transactionSortParam: 'sort_by' },
    });
    expect(resolved).toMatchObject({
      profileId: 'rapidapi',
      baseUrl: 'http://127.0.0.1:8787',
      keyHeader: 'x-rapidapi-key',
      areaUnit: 'sqft',
      operationTimeoutsMs: { 'property-details': 45_000, 'search-property': 30_000 },
      enumerations: { sortOrder: { broker_first: 'trubroker_first' }, transactionSortParam: 'sort_by' },
    });
  });

  it('reads a settings file written before profiles as the neutral profile, with nothing overridden', () => {
    const old = {
      baseUrl: 'https://uae-real-estate.example-gateway.com',
      gatewayHost: 'uae-real-estate.example-gateway.com',
      hostHeader: 'x-gateway-host',
      keyHeader: 'x-gateway-key',
      areaUnit: 'sqft',
      timeoutMs: 20000,
    };
    const settings = withoutProfileDefaults(connectionSettingsSchema.parse(old));
    expect(settings).toEqual({ profile: 'neutral' });
    // Choosing the gateway afterwards takes all of its values.
    expect(resolveConnection({ ...settings, profile: 'rapidapi' }).keyHeader).toBe('x-rapidapi-key');
  });

  it('keeps real overrides across a change of profile and lists them', () => {
    const settings = withoutProfileDefaults(
      connectionSettingsSchema.parse({
        profile: 'neutral',
        baseUrl: 'http://127.0.0.1:8787',
        keyHeader: 'x-gateway-key',
      }),
    );
    expect(settings).toEqual({ profile: 'neutral', baseUrl: 'http://127.0.0.1:8787' });
    const switched = withoutProfileDefaults({ ...settings, profile: 'rapidapi' });
    expect(resolveConnection(switched)).toMatchObject({
      baseUrl: 'http://127.0.0.1:8787',
      hostHeader: 'x-rapidapi-host',
    });
    expect(overriddenFields({ ...switched, retry: { attempts: 1 } })).toEqual(['baseUrl', 'retry.attempts']);
  });

  it('shows the Settings view the basic fields in force, and an unknown profile as the neutral one', () => {
    const view = connectionView({ profile: 'rapidapi', areaUnit: 'sqft' });
    expect(view.connection).toEqual({
      baseUrl: 'https://bayut14.p.rapidapi.com',
      gatewayHost: 'bayut14.p.rapidapi.com',
      hostHeader: 'x-rapidapi-host',
      keyHeader: 'x-rapidapi-key',
      areaUnit: 'sqft',
      timeoutMs: 20_000,
    });
    expect(view).toMatchObject({ profileId: 'rapidapi', overridden: ['areaUnit'] });
    expect(view.profiles.map((p) => p.id)).toEqual(['neutral', 'rapidapi']);
    expect(connectionView({ profile: 'gone' }).connection.hostHeader).toBe('x-gateway-host');
  });
});
