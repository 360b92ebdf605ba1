// The gateway host goes out as a header's value: only a host name (and a port) is taken, and a bad one is named.
import { describe, expect, it } from 'vitest';
import { connectionProfileSchema } from './connection-profile';

const base = {
  baseUrl: 'https://api.example.com/v1',
  gatewayHost: 'api.example.com',
  hostHeader: 'x-gateway-host',
  keyHeader: 'x-gateway-key',
  areaUnit: 'sqft',
  timeoutMs: 10_000,
};
const host = (gatewayHost: string) => connectionProfileSchema.safeParse({ ...base, gatewayHost });

describe('the gateway host', () => {
  it('takes a host name, with a port', () => {
    expect(host('bayut14.p.rapidapi.com').success).toBe(true);
    expect(host(' localhost:8443 ').data?.gatewayHost).toBe('localhost:8443');
  });

  it.each(['a\r\nb', 'x\u0001y', 'é中', 'a b', 'a/b', 'host:port'])('refuses %j, naming what it must be', (value) => {
    const result = host(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must be a host name such as api.example.com');
  });
});
