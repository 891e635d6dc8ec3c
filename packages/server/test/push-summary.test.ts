import type { LocalePlan } from '@locale-sync/protocol';
import { describe, expect, it } from 'vitest';
import { pushSummaryCounts, pushSummaryText } from '../src/storage/push-summary.ts';

const plan = (over: Partial<LocalePlan>): LocalePlan => ({
  locale: 'de',
  created: [],
  updated: [],
  obsolete: [],
  kept: [],
  ignored: [],
  unchanged: 0,
  ...over,
});

describe('push summary (the pushes row)', () => {
  it('keeps counts per locale and resource, never the key names', () => {
    const text = pushSummaryText([
      plan({ locale: 'en', resource: 'locales/en/a.json', created: ['a', 'b'], obsolete: ['z'] }),
      plan({ locale: 'de', updated: ['a'] }),
    ]);
    expect(JSON.parse(text)).toEqual([
      { locale: 'en', resource: 'locales/en/a.json', created: 2, updated: 0, obsolete: 1 },
      { locale: 'de', created: 0, updated: 1, obsolete: 0 },
    ]);
    expect(text).not.toContain('"a"');
    expect(pushSummaryCounts(text)).toEqual({ created: 2, updated: 1, obsolete: 1 });
  });

  it('counts a cut list by the counts it stands for', () => {
    const text = pushSummaryText([
      plan({ created: ['a'], counts: { created: 5000, updated: 0, obsolete: 3 } }),
    ]);
    expect(pushSummaryCounts(text)).toEqual({ created: 5000, updated: 0, obsolete: 3 });
  });

  it('reads rows written before, which hold the whole plan with its key lists', () => {
    const old = JSON.stringify([
      plan({ created: ['a', 'b', 'c'], updated: ['d'] }),
      plan({ obsolete: ['e'] }),
    ]);
    expect(pushSummaryCounts(old)).toEqual({ created: 3, updated: 1, obsolete: 1 });
  });
});
