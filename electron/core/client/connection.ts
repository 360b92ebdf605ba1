// The connection profile: where the data service lives and how requests authenticate. Never holds the key itself.
import type { ConnectionProfile } from '#shared/settings';
import { basicConnection, NEUTRAL_PROFILE_ID, resolveConnection } from '../profiles/profiles';

export { AREA_UNITS, connectionProfileSchema, type AreaUnit, type ConnectionProfile } from '#shared/settings';

/** The basic connection of the neutral (specification's) profile. */
export const DEFAULT_CONNECTION: ConnectionProfile = basicConnection(
  resolveConnection({ profile: NEUTRAL_PROFILE_ID }),
);
