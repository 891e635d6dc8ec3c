import { describe, expect, it } from 'vitest';
import type { PullResult } from '../src/pull/run.ts';
import { describePull, heldBackLines, pullNote } from '../src/report/pull-line.ts';

/** A pull result of `total` files of which `changed` were written. */
function result(
  total: number,
  changed: string[],
  dryRun = false,
  heldBack: PullResult['heldBack'] = [],
): PullResult {
  return {
    dryRun,
    sourceLocale: 'en',
    // Each locale's file: the changed ones first, as a real result names them.
    locales: Array.from(
      { length: total },
      (_, i) => ({ path: changed[i] ?? `locales/unchanged-${i}.json` }) as PullResult['locales'][number],
    ),
    changed: changed.length > 0,
    changedFiles: changed,
    changes: [],
    heldBack,
    orphanResources: [],
  };
}

describe('the pull’s closing line and summary note', () => {
  it('say "1 file", never "all 1 files"', () => {
    expect(describePull(result(1, []))).toBe('the 1 file is up to date; nothing written');
    expect(pullNote(result(1, []))).toBe('The 1 file is up to date.');
    expect(describePull(result(1, ['locales/de.json'], true))).toBe(
      'would write 1 of 1 file: locales/de.json',
    );
    expect(pullNote(result(1, ['locales/de.json']))).toBe('1 of 1 file changed.');
  });

  it('count several files in the plural', () => {
    expect(describePull(result(3, []))).toBe('all 3 files are up to date; nothing written');
    expect(pullNote(result(3, []))).toBe('All 3 files are up to date.');
    expect(describePull(result(3, ['locales/de.json', 'locales/fr.json']))).toBe(
      'wrote 2 of 3 files: locales/de.json, locales/fr.json',
    );
    expect(pullNote(result(3, ['locales/de.json'], true))).toBe('1 of 3 files would change.');
  });

  it('say per locale what the status left behind, with the setting that brings it', () => {
    const held = result(2, [], false, [
      { locale: 'de', status: 'translated', count: 3 },
      { locale: 'de', status: 'draft', count: 1 },
    ]);
    expect(heldBackLines(held, (status) => `status: ${status}`)).toEqual([
      '3 translations of de are translated but not approved; status: translated pulls them',
      '1 translation of de is a draft; status: all pulls it',
    ]);
    expect(heldBackLines(held, (status) => `--status ${status}`)[0]).toContain(
      '--status translated pulls them',
    );
    expect(heldBackLines(result(2, []), String)).toEqual([]);
  });
});
