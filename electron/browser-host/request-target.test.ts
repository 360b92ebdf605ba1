// The request-target parser never throws and serves only plain origin-form paths with decodable encodings.
import { describe, expect, it } from 'vitest';
import { decodeChannel, parseTarget } from './request-target';

describe('parseTarget', () => {
  it.each(['/', '/index.html?token=a%20b', '/api/invoke/app:info', '/assets/a%20b.js', '/%F0%9F%98%80'])(
    'reads %s',
    (raw) => {
      expect(parseTarget(raw)).not.toBeNull();
    },
  );

  it.each([
    undefined,
    '',
    '*',
    '//[',
    '//',
    '//evil.example/x',
    '/\\evil.example',
    'http://evil.example/',
    'evil',
    '/%E0%A4%A',
    '/api/invoke/%',
    '/%zz',
  ])('refuses %s without throwing', (raw) => {
    expect(parseTarget(raw)).toBeNull();
  });

  it('resolves dot segments inside our own origin', () => {
    expect(parseTarget('/a/../../b?x=1')?.pathname).toBe('/b');
    expect(parseTarget('/a/../../b?x=1')?.searchParams.get('x')).toBe('1');
  });
});

describe('decodeChannel', () => {
  it('decodes valid percent-encoding and refuses malformed', () => {
    expect(decodeChannel('app%3Ainfo')).toBe('app:info');
    expect(decodeChannel('%E0%A4%A')).toBeNull();
    expect(decodeChannel('%C0%AF')).toBeNull();
  });
});
