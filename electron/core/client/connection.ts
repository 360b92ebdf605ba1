// The connection profile: where the data service lives and how requests authenticate. Never holds the key itself.
import type { ConnectionProfile } from '#shared/settings';

export { AREA_UNITS, connectionProfileSchema, type AreaUnit, type ConnectionProfile } from '#shared/settings';

export const DEFAULT_CONNECTION: ConnectionProfile = {
  baseUrl: 'https://uae-real-estate.example-gateway.com',
  gatewayHost: 'uae-real-estate.example-gateway.com',
  hostHeader: 'x-gateway-host',
  keyHeader: 'x-gateway-key',
  areaUnit: 'sqft',
  timeoutMs: 20_000,
};
