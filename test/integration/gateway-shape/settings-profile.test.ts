// Settings choose a connection profile and override its fields: a settings file from before profiles still loads
// (as the neutral profile), switching profile takes all of the new profile's values except real overrides, and what
// is saved holds only those overrides.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { SettingsView } from '#shared/settings';
import { createCore, type Core } from '#core/create-core';
import { makeTempDir } from '../../support/temp-dir';

const dir = makeTempDir('aqar-settings-profile-');
let core: Core | null = null;
afterEach(async () => {
  await core?.close();
  core = null;
});
afterAll(() => dir.remove());

async function open(): Promise<Core> {
  const opened = await createCore({
    dataDir: dir.path,
    host: 'test',
    version: 'test',
    apiKey: async () => null,
    log: () => {},
  });
  core = opened;
  return opened;
}

async function call(c: Core, channel: string, input: unknown): Promise<SettingsView> {
  const result = await c.dispatch(channel, input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value as SettingsView;
}

const file = () => join(dir.path, 'settings.json');
const saved = () => (JSON.parse(readFileSync(file(), 'utf8')) as { connection: unknown }).connection;

describe('connection profile in settings', () => {
  it('loads a settings file written before profiles as the neutral profile', async () => {
    writeFileSync(
      file(),
      JSON.stringify({
        version: 1,
        source: 'live',
        connection: {
          baseUrl: 'https://gateway.example.com',
          gatewayHost: 'gateway.example.com',
          hostHeader: 'x-gateway-host',
          keyHeader: 'x-gateway-key',
          areaUnit: 'sqft',
          timeoutMs: 20000,
        },
        limits: { perSecond: 5, concurrency: 4, fetchAllCap: 200 },
      }),
    );
    const view = await call(await open(), 'settings:get', {});
    expect(view).toMatchObject({
      profileId: 'neutral',
      overridden: ['baseUrl', 'gatewayHost'],
      connection: { baseUrl: 'https://gateway.example.com', hostHeader: 'x-gateway-host', areaUnit: 'sqft' },
    });
    expect(view.profiles.map((p) => p.id)).toEqual(['neutral', 'rapidapi']);
  });

  it('switches to the gateway profile keeping the real overrides, and saves only those', async () => {
    const c = await open();
    const view = await call(c, 'settings:update', { connection: { profile: 'rapidapi' } });
    expect(view).toMatchObject({
      profileId: 'rapidapi',
      connection: {
        baseUrl: 'https://gateway.example.com',
        hostHeader: 'x-rapidapi-host',
        keyHeader: 'x-rapidapi-key',
        areaUnit: 'sqm',
      },
    });
    expect(saved()).toEqual({
      profile: 'rapidapi',
      baseUrl: 'https://gateway.example.com',
      gatewayHost: 'gateway.example.com',
    });
    // The Settings form sends every basic field; those equal to the profile's are not overrides.
    const form = { ...view.connection, areaUnit: 'sqft' as const };
    const after = await call(c, 'settings:update', { connection: form });
    expect(after.overridden).toEqual(['baseUrl', 'gatewayHost', 'areaUnit']);
    expect(c.data.connection()).toMatchObject({
      profileId: 'rapidapi',
      areaUnit: 'sqft',
      operationTimeoutsMs: { 'property-details': 45_000 },
    });
  });

  it('refuses an unknown profile id or a bad override, naming it', async () => {
    const c = await open();
    const bad = await c.dispatch('settings:update', { connection: { profile: 'Not An Id' } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'validation' } });
    const unknown = await c.dispatch('settings:update', { connection: { profile: 'acme' } });
    expect(unknown).toMatchObject({
      ok: false,
      error: { code: 'validation', message: expect.stringMatching(/"acme"/) },
    });
    const timeout = await c.dispatch('settings:update', {
      connection: { operationTimeoutsMs: { 'property-details': 5 } },
    });
    expect(timeout).toMatchObject({
      ok: false,
      error: { code: 'validation', field: 'connection.operationTimeoutsMs.property-details' },
    });
  });
});
