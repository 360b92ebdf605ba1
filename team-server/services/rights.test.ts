import { describe, expect, it } from 'vitest';
import type { PushOp } from '#shared/team/push';
import type { StoredItem } from '../db/items-repo';
import { decideWrite } from './rights';

const omar = { id: '00000000-0000-4000-8000-000000000001', name: 'Omar', role: 'member' as const };
const sara = { id: '00000000-0000-4000-8000-000000000002', name: 'Sara', role: 'member' as const };
const huda = { id: '00000000-0000-4000-8000-000000000003', name: 'Huda', role: 'admin' as const };
const layla = { id: '00000000-0000-4000-8000-000000000004', name: 'Layla', role: 'viewer' as const };

const op = (extra: Partial<PushOp> = {}): PushOp =>
  ({
    opId: '00000000-0000-4000-8000-0000000000aa',
    kind: 'note',
    id: '00000000-0000-4000-8000-0000000000bb',
    action: 'upsert',
    body: {},
    ...extra,
  }) as PushOp;

const stored = (extra: Partial<StoredItem> = {}): StoredItem => ({
  id: '00000000-0000-4000-8000-0000000000bb',
  kind: 'note',
  body: {},
  teamWide: false,
  createdBy: omar,
  createdAt: new Date(),
  updatedBy: omar,
  updatedAt: new Date(),
  version: 1,
  deleted: false,
  seq: '1',
  ...extra,
});

describe('who may write a shared item', () => {
  it('refuses viewers every write', () => {
    expect(decideWrite(layla, op(), undefined)).toMatchObject({ ok: false, status: 'forbidden' });
    expect(decideWrite(layla, op({ action: 'delete' }), stored())).toMatchObject({ ok: false, status: 'forbidden' });
  });

  it('lets members share new items and change or delete only their own, never team-wide ones', () => {
    expect(decideWrite(sara, op(), undefined)).toEqual({ ok: true });
    expect(decideWrite(omar, op(), stored())).toEqual({ ok: true });
    expect(decideWrite(omar, op({ action: 'delete' }), stored({ deleted: true }))).toEqual({ ok: true });
    expect(decideWrite(sara, op(), stored())).toMatchObject({
      ok: false,
      said: { id: 'team.push.authorOnly', args: { author: 'Omar', kind: 'note' } },
    });
    expect(decideWrite(omar, op(), stored({ teamWide: true }))).toMatchObject({ ok: false, status: 'forbidden' });
    expect(decideWrite(omar, op({ teamWide: true }), stored())).toMatchObject({ ok: false, status: 'forbidden' });
    expect(decideWrite(omar, op({ teamWide: true }), undefined)).toMatchObject({ ok: false, status: 'forbidden' });
  });

  it('lets admins change anything and make items team-wide', () => {
    expect(decideWrite(huda, op({ teamWide: true }), stored({ teamWide: true }))).toEqual({ ok: true });
    expect(decideWrite(huda, op({ action: 'delete' }), stored())).toEqual({ ok: true });
  });

  it('answers invalid, not forbidden, for a kind that does not match or a delete of nothing', () => {
    expect(decideWrite(huda, op({ kind: 'watch' }), stored())).toMatchObject({
      ok: false,
      status: 'invalid',
      said: { id: 'team.push.otherKind', args: { kind: 'note', sent: 'watch' } },
    });
    expect(decideWrite(omar, op({ action: 'delete' }), undefined)).toMatchObject({ ok: false, status: 'invalid' });
  });
});
