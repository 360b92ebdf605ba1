// The built-in connection profiles (JSON data files beside this module, validated when loaded) and how the
// connection settings select one of them and override its fields.
import { isDeepStrictEqual } from 'node:util';
import {
  profileDefinitionSchema,
  type ConnectionProfile,
  type ConnectionSettings,
  type ProfileDefinition,
  type ProfileSummary,
  type ResolvedConnection,
} from '#shared/connection-profile';
import { AppFailure, describeZodError } from '#shared/errors';
import neutral from './neutral.json' with { type: 'json' };
import rapidapi from './rapidapi.json' with { type: 'json' };
import { ref } from '#shared/messages/message-ref';

export const NEUTRAL_PROFILE_ID = 'neutral';

/** Reads one profile data file; a bad file is an error naming the file and the field. */
export function parseProfile(raw: unknown, file: string): ProfileDefinition {
  const parsed = profileDefinitionSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `Connection profile ${file} is invalid. ${describeZodError(parsed.error, ref('error.subject.profileField')).message}`,
    );
  }
  return parsed.data;
}

export const BUILT_IN_PROFILES: readonly ProfileDefinition[] = [
  parseProfile(neutral, 'neutral.json'),
  parseProfile(rapidapi, 'rapidapi.json'),
];

export function findProfile(id: string): ProfileDefinition | undefined {
  return BUILT_IN_PROFILES.find((p) => p.id === id);
}

/** The profile of that id; an unknown id is a validation error that lists the known ones. */
export function profileById(id: string): ProfileDefinition {
  const profile = findProfile(id);
  if (profile) return profile;
  throw new AppFailure(
    'validation',
    ref('error.profile.unknown', { id, known: { list: BUILT_IN_PROFILES.map((p) => p.id), style: 'unit' } }),
    { field: 'profile' },
  );
}

export function profileSummaries(): ProfileSummary[] {
  return BUILT_IN_PROFILES.map(({ id, name, description }) => ({ id, name, description }));
}

type Overrides = Omit<ConnectionSettings, 'profile'>;
type OverrideKey = keyof Overrides;

/** Fields whose override is merged key by key into the profile's (the others replace it whole). */
const MERGED: ReadonlySet<OverrideKey> = new Set(['operationTimeoutsMs', 'retry', 'enumerations']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function overridesOf(settings: ConnectionSettings): [OverrideKey, unknown][] {
  const { profile: _profile, ...rest } = settings;
  return (Object.entries(rest) as [OverrideKey, unknown][]).filter(([, value]) => value !== undefined);
}

/** The connection in force: the chosen profile with every override applied. */
export function resolveConnection(settings: ConnectionSettings): ResolvedConnection {
  const { id, name: _name, description: _description, ...fields } = profileById(settings.profile);
  const resolved: Record<string, unknown> = { ...fields };
  for (const [key, value] of overridesOf(settings)) {
    const base = resolved[key];
    resolved[key] = MERGED.has(key) && isPlainObject(base) && isPlainObject(value) ? { ...base, ...value } : value;
  }
  return { ...(resolved as Omit<ResolvedConnection, 'profileId'>), profileId: id };
}

/** Names of the fields (dotted for merged ones) whose value differs from the profile's. */
export function overriddenFields(settings: ConnectionSettings): string[] {
  return Object.entries(withoutProfileDefaults(settings)).flatMap(([key, value]) => {
    if (key === 'profile' || value === undefined) return [];
    return MERGED.has(key as OverrideKey) && isPlainObject(value)
      ? Object.keys(value).map((inner) => `${key}.${inner}`)
      : [key];
  });
}

/**
 * Keeps only the overrides that differ from the chosen profile. Settings files written before profiles existed hold
 * every basic field; read this way they hold none, so choosing another profile later takes all of its values.
 */
export function withoutProfileDefaults(settings: ConnectionSettings): ConnectionSettings {
  const profile = findProfile(settings.profile) as Record<string, unknown> | undefined;
  if (!profile) return settings;
  const out: Record<string, unknown> = { profile: settings.profile };
  for (const [key, value] of overridesOf(settings)) {
    const base = profile[key];
    if (MERGED.has(key) && isPlainObject(value) && isPlainObject(base)) {
      const differing = Object.entries(value).filter(([inner, v]) => !isDeepStrictEqual(v, base[inner]));
      if (differing.length > 0) out[key] = Object.fromEntries(differing);
    } else if (!isDeepStrictEqual(value, base)) {
      out[key] = value;
    }
  }
  return out as ConnectionSettings;
}

/** The six basic fields of a connection, as the Settings form edits them. */
export function basicConnection(connection: ConnectionProfile): ConnectionProfile {
  const { baseUrl, gatewayHost, hostHeader, keyHeader, areaUnit, timeoutMs } = connection;
  return { baseUrl, gatewayHost, hostHeader, keyHeader, areaUnit, timeoutMs };
}

/** What the Settings view shows of the connection; an unknown profile (a hand-edited file) shows as the neutral one. */
export function connectionView(settings: ConnectionSettings): {
  connection: ConnectionProfile;
  profileId: string;
  profiles: ProfileSummary[];
  overridden: string[];
} {
  const known = findProfile(settings.profile) ? settings : { ...settings, profile: NEUTRAL_PROFILE_ID };
  return {
    connection: basicConnection(resolveConnection(known)),
    profileId: settings.profile,
    profiles: profileSummaries(),
    overridden: overriddenFields(known),
  };
}
