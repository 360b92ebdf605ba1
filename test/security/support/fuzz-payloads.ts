// Deterministic payloads for fuzzing the contract: random JSON, mutations of valid inputs of each channel, byte-level
// corruptions of their JSON text, and junk channel names. One seed gives the same run every time.

/** mulberry32: small, fast and good enough to spread payloads; the seed makes every run replayable. */
export function createPrng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export class Fuzzer {
  constructor(private readonly random: () => number) {}

  int(max: number): number {
    return Math.floor(this.random() * max);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  chance(p: number): boolean {
    return this.random() < p;
  }

  string(): string {
    return this.pick<() => string>([
      () => this.pick(TRICKY_STRINGS),
      () => Array.from({ length: this.int(12) }, () => String.fromCodePoint(this.codePoint())).join(''),
      () => 'a'.repeat(this.pick([0, 1, 99, 100, 101, 255, 256, 513, 5000])),
      () => String(this.number()),
    ])();
  }

  number(): number {
    return this.pick<() => number>([
      () => this.pick(TRICKY_NUMBERS),
      () => this.int(100),
      () => (this.random() - 0.5) * 10 ** this.int(20),
    ])();
  }

  json(depth = 0): Json {
    const kinds = depth > 3 ? 4 : 6;
    switch (this.int(kinds)) {
      case 0:
        return null;
      case 1:
        return this.chance(0.5);
      case 2:
        return this.number();
      case 3:
        return this.string();
      case 4:
        return Array.from({ length: this.int(4) }, () => this.json(depth + 1));
      default: {
        const out: { [key: string]: Json } = {};
        for (let i = this.int(4); i > 0; i--) out[this.pick(TRICKY_KEYS)] = this.json(depth + 1);
        return out;
      }
    }
  }

  /** A valid input with one or more things changed: keys dropped or added, values replaced, types swapped. */
  mutate(value: Json, depth = 0): Json {
    if (value === null || typeof value !== 'object') return this.chance(0.7) ? this.json(depth + 1) : value;
    if (Array.isArray(value))
      return this.chance(0.5) ? this.json(depth + 1) : value.map((v) => this.mutate(v, depth + 1));
    const out: { [key: string]: Json } = { ...value };
    const keys = Object.keys(out);
    const action = this.int(5);
    if (action === 0 && keys.length > 0) delete out[this.pick(keys)];
    else if (action === 1) out[this.pick(TRICKY_KEYS)] = this.json(depth + 1);
    else if (action === 2 && keys.length > 0) {
      const key = this.pick(keys);
      out[key] = this.mutate(out[key]!, depth + 1);
    } else if (action === 3 && keys.length > 0) out[this.pick(keys)] = this.json(depth + 1);
    else return this.json(depth);
    return out;
  }

  /** The JSON text of a value with a few bytes flipped, inserted or cut: mostly not JSON any more. */
  corruptText(text: string): string {
    const chars = [...text];
    for (let i = 1 + this.int(3); i > 0; i--) {
      const at = this.int(chars.length + 1);
      const action = this.int(3);
      if (action === 0) chars.splice(at, 1);
      else if (action === 1)
        chars.splice(at, 0, this.pick(['{', '}', '"', '\\', ',', ':', '\u0000', '\ud800', 'é', ']']));
      else chars.splice(at, chars.length);
    }
    return chars.join('');
  }

  /** A channel name that is not one: near misses, traversal, encodings, prototype keys. */
  junkChannel(known: readonly string[]): string {
    return this.pick<() => string>([
      () => this.pick(JUNK_CHANNELS),
      () => `${this.pick(known)}${this.pick([' ', '\u0000', 'x', ':', '/', '%', '\u200b'])}`,
      () => this.pick(known).toUpperCase(),
      () => this.string(),
    ])();
  }

  private codePoint(): number {
    return this.pick([
      0x20 + this.int(95),
      this.int(0x20),
      0x600 + this.int(0x100),
      0x4e00 + this.int(500),
      0x1f600 + this.int(50),
      0xfffd,
      0x202e,
    ]);
  }
}

const TRICKY_STRINGS = [
  '',
  ' ',
  'dubai',
  'marina',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '1; DROP TABLE responses',
  'دبي مارينا',
  '迪拜',
  '\u202eevil',
  'NaN',
  '-1',
  '1e309',
  'true',
  'for-sale',
  'for-rent',
  'en',
  'ar',
  '1,2,3',
  ',,,',
  'https://evil.example',
  'http://127.0.0.1:1',
];
const TRICKY_NUMBERS = [0, -0, 1, -1, 0.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 53), 1e308, -1e308, 5e-324, 3650, 3651, 10_000];
const TRICKY_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'operation',
  'params',
  'policy',
  'page',
  'query',
  'lang',
  'key',
  'source',
  'connection',
  'limits',
  'taskId',
  'request',
  '',
  'x'.repeat(300),
];
const JUNK_CHANNELS = [
  '',
  ':',
  'app',
  'app:',
  ':info',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '../settings:get',
  'settings:get/../key:set',
  'a'.repeat(5000),
  'data:fetch?x=1',
  'data:fetch#x',
  'ключ:набор',
  '\u0000',
  '%',
];
