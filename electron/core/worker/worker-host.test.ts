import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/support/temp-dir';
import { WorkerHost } from './worker-host';

const dir = makeTempDir('aqar-worker-');
const host = new WorkerHost(dir.path);
afterAll(async () => {
  await host.close();
  dir.remove();
});

describe('worker host', () => {
  it('answers calls on a thread of its own, one per role', async () => {
    const compute = await host.call('compute', 'ping', {});
    const demo = await host.call('demo', 'ping', {});
    expect(compute.pong).toBe(true);
    expect(compute.threadId).toBeGreaterThan(0);
    expect(demo.threadId).not.toBe(compute.threadId);
  });

  it('cancels a running call through its signal and keeps serving', async () => {
    const abort = new AbortController();
    const spinning = host.call('compute', 'test:spin', { ms: 5_000 }, { signal: abort.signal });
    setTimeout(() => abort.abort(), 50);
    const started = performance.now();
    await expect(spinning).rejects.toMatchObject({ appError: { code: 'cancelled' } });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect((await host.call('compute', 'ping', {})).pong).toBe(true);
  });

  it('keeps the event loop of the caller free while the worker is busy', async () => {
    const spinning = host.call('compute', 'test:spin', { ms: 300 });
    const lags: number[] = [];
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      lags.push(now - last - 10);
      last = now;
    }, 10);
    await spinning;
    clearInterval(timer);
    expect(lags.length).toBeGreaterThan(10);
    expect(Math.max(...lags)).toBeLessThan(100);
  });

  it('answers the demo service from the worker', async () => {
    const answer = await host.call('demo', 'demo:request', {
      method: 'GET',
      url: 'http://demo.invalid/autocomplete?query=marina',
      headers: {},
      options: { mediaOrigin: '' },
      day: 20_000,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Dubai Marina');
  });
});
