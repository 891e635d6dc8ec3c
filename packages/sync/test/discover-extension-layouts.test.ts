import { describe, expect, it } from 'vitest';
import { discoverLayouts } from '../src/repository/discover.ts';

// Discovery over the path layouts of real browser and editor extensions (each list is a part of the
// project's real tree at the commit named).

describe('discovery of extension layouts', () => {
  it("names every left-out file of a layout with no source: vscode-cpptools' i18n/<folder>/ of vscode-nls-dev", async () => {
    // microsoft/vscode-cpptools@92768bc05, Extension/i18n/: vscode-nls-dev names its folders with
    // Microsoft's language ids (chs, cht, csy, deu, esn, fra, ita, jpn, kor, plk, ptb, rus, trk), and
    // their English sources are made by the build (out/**/*.nls.json, not committed). Six of the ids
    // are ISO 639 codes (deu, fra, …): those files make a layout with no source, left out with a line.
    // The seven others name no language, and were passed over without a word.
    const ids = ['chs', 'cht', 'csy', 'deu', 'esn', 'fra', 'ita', 'jpn', 'kor', 'plk', 'ptb', 'rus', 'trk'];
    const files = [
      'Extension/package.json',
      'Extension/package.nls.json',
      ...ids.flatMap((id) => [
        `Extension/i18n/${id}/package.i18n.json`,
        `Extension/i18n/${id}/src/main.i18n.json`,
      ]),
    ];
    const found = await discoverLayouts(files);
    expect(found.files).toEqual([]);
    expect(found.unmapped).toEqual([]);
    const unread = ['chs', 'cht', 'csy', 'esn', 'plk', 'ptb', 'trk'].map(
      (id) => `"${id}" is not a language code`,
    );
    expect(found.orphans).toEqual([
      {
        path: 'Extension/i18n/{locale}/package.i18n.json',
        reason: `6 translations (deu, fra, ita, jpn, kor, rus) with no source file of en beside them; also left out, never read as another locale: 7 files of its shape (${unread.join(', ')})`,
      },
      {
        path: 'Extension/i18n/{locale}/src/main.i18n.json',
        reason: `6 translations (deu, fra, ita, jpn, kor, rus) with no source file of en beside them; also left out, never read as another locale: 7 files of its shape (${unread.join(', ')})`,
      },
    ]);
    // Every file under i18n/ is named in one of the lines.
    const named = found.orphans.map((o) => o.reason).join('\n');
    for (const id of ids) expect(named).toContain(id);
  });
});
