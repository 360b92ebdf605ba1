// The connection profile: where the data service lives and how requests authenticate. Never holds the key itself.
import { z } from 'zod';

export const AREA_UNITS = ['sqft', 'sqm'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

export const connectionProfileSchema = z.strictObject({
  baseUrl: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  gatewayHost: z.string().trim().min(1, 'must not be empty').max(253),
  hostHeader: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a header name'),
  keyHeader: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a header name'),
  /** The unit the service reports listing areas in; the spec says square feet, one gateway sends square metres. */
  areaUnit: z.enum(AREA_UNITS),
  timeoutMs: z.number().int().min(1000).max(120_000),
});
export type ConnectionProfile = z.infer<typeof connectionProfileSchema>;

export const DEFAULT_CONNECTION: ConnectionProfile = {
  baseUrl: 'https://uae-real-estate.example-gateway.com',
  gatewayHost: 'uae-real-estate.example-gateway.com',
  hostHeader: 'x-gateway-host',
  keyHeader: 'x-gateway-key',
  areaUnit: 'sqft',
  timeoutMs: 20_000,
};
