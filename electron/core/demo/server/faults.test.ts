import { describe, expect, it } from 'vitest';
import { createRng } from '../random';
import { parseFaults, rollFault } from './faults';

describe('faults', () => {
  it('parses the command-line form', () => {
    expect(parseFaults('500:0.02,502:0.02,timeout:0.01,truncated:0.01,malformed:0.01,drift:0.05')).toEqual({
      '500': 0.02,
      '502': 0.02,
      timeout: 0.01,
      truncated: 0.01,
      malformed: 0.01,
      drift: 0.05,
    });
  });

  it('names a bad entry', () => {
    expect(() => parseFaults('500:0.1,boom:0.2')).toThrow(/boom:0.2/);
    expect(() => parseFaults('500:2')).toThrow(/500:2/);
  });

  it('rolls faults at about their rates', () => {
    const rng = createRng(3);
    const seen = Array.from({ length: 20_000 }, () => rollFault({ '500': 0.1, drift: 0.2 }, rng));
    const share = (kind: string) => seen.filter((k) => k === kind).length / seen.length;
    expect(share('500')).toBeGreaterThan(0.08);
    expect(share('500')).toBeLessThan(0.12);
    expect(share('drift')).toBeGreaterThan(0.17);
    expect(share('drift')).toBeLessThan(0.23);
  });
});
