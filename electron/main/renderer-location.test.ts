// Which page the window loads: the development server only when unpackaged and on this machine, else app://aqar.
import { describe, expect, it } from 'vitest';
import { rendererLocation } from './renderer-location';

const APP = { url: 'app://aqar/index.html', origin: 'app://aqar' };

describe('rendererLocation', () => {
  it('loads app://aqar in a packaged app whatever ELECTRON_RENDERER_URL says', () => {
    expect(rendererLocation(true, 'http://localhost:5173/')).toEqual(APP);
    expect(rendererLocation(true, 'https://evil.example/')).toEqual(APP);
    expect(rendererLocation(true, undefined)).toEqual(APP);
  });

  it('uses a loopback development server when unpackaged', () => {
    expect(rendererLocation(false, 'http://localhost:5173/')).toEqual({
      url: 'http://localhost:5173/',
      origin: 'http://localhost:5173',
    });
    expect(rendererLocation(false, 'http://127.0.0.1:5173').origin).toBe('http://127.0.0.1:5173');
  });

  it('ignores a development URL that is remote, not http(s) or unreadable', () => {
    for (const url of ['https://evil.example/', 'file:///tmp/page.html', 'javascript:alert(1)', 'not a url', '']) {
      expect(rendererLocation(false, url)).toEqual(APP);
    }
  });
});
