// The progress line `aqar snapshot` redraws in a terminal, in the language of --lang: English as it always read
// (figures ungrouped), Arabic and Hindi in their words and grouping.
import { describe, expect, it } from 'vitest';
import { sayIn } from '#shared/messages/say-in';
import { progressLine } from './snapshot-command';

const progress = (pagesDone: number, pagesTotal: number, requestsSpent: number) => ({
  taskId: 't',
  itemId: 1,
  runId: 1,
  trigger: 'manual' as const,
  pagesDone,
  pagesTotal,
  requestsSpent,
});

describe('the snapshot progress line', () => {
  it('reads as before in English, redrawn in place', () => {
    expect(progressLine(sayIn('en'), progress(3, 12, 4))).toBe('\rpages 3/12, requests 4');
    expect(progressLine(sayIn('en'), progress(1250, 1300, 1251))).toBe('\rpages 1250/1300, requests 1251');
  });

  it('speaks Arabic and Hindi', () => {
    expect(progressLine(sayIn('ar'), progress(3, 12, 4))).toBe('\rالصفحات 3/12، الطلبات 4');
    expect(progressLine(sayIn('hi'), progress(3, 12, 4))).toBe('\rपेज 3/12, अनुरोध 4');
    expect(progressLine(sayIn('hi'), progress(1250, 1300, 125_000))).toBe('\rपेज 1,250/1,300, अनुरोध 1,25,000');
  });
});
