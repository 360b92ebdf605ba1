import { describe, expect, it } from 'vitest';
import { matchRoute } from './router';

describe('matchRoute', () => {
  it('finds a route by method and path, reading path parameters', () => {
    expect(matchRoute('GET', '/v1/snapshots/42')).toEqual({ kind: 'route', name: 'runGet', params: { id: '42' } });
    expect(matchRoute('POST', '/v1/snapshots/missing')).toMatchObject({ kind: 'route', name: 'statesMissing' });
    expect(matchRoute('GET', '/v1/snapshots')).toMatchObject({ name: 'runsList' });
    expect(matchRoute('POST', '/v1/snapshots')).toMatchObject({ name: 'runCreate' });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(matchRoute('DELETE', '/v1/push')).toEqual({ kind: 'wrong-method', allow: ['POST'] });
    expect(matchRoute('GET', '/v2/push')).toEqual({ kind: 'none' });
  });
});
