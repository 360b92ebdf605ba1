// The built artifacts: the renderer bundle holds no Node built-in and no secret; the preload is sandbox-safe.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const OUT = join(import.meta.dirname, '../../out');

function read(dir: string, ext: RegExp): string {
  if (!existsSync(dir)) throw new Error(`${dir} is missing: run \`npm run build\` first.`);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}

describe('renderer bundle', () => {
  const bundle = read(join(OUT, 'renderer'), /\.(js|html|css)$/);

  it('imports no Node built-in and never touches Node globals', () => {
    const nodeImport = new RegExp(
      `(from|import|require\\()\\s*\\(?["'](node:[a-z_/]+|${builtinModules.join('|')})["']`,
    );
    expect(bundle).not.toMatch(nodeImport);
    expect(bundle).not.toMatch(/\bipcRenderer\b/);
    expect(bundle).not.toMatch(/process\.env\.AQAR/);
  });

  it('contains no secret: no API key material or keychain access', () => {
    expect(bundle).not.toMatch(/x-gateway-key\s*[:=]\s*["'][^"']{8,}/i);
    expect(bundle).not.toMatch(/keytar|getPassword|AQAR_API_KEY/);
  });

  it('carries the strict CSP in its page', () => {
    expect(read(join(OUT, 'renderer'), /\.html$/)).toContain("script-src 'self'");
  });
});

describe('preload bundle', () => {
  it('is CommonJS and requires nothing but electron (sandboxed preloads can load nothing else)', () => {
    const preload = read(join(OUT, 'preload'), /\.cjs$/);
    const required = [...preload.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]);
    expect(new Set(required)).toEqual(new Set(['electron']));
  });
});
