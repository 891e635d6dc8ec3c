// Discovery's config readers given a hostile config: each line is read in time linear in its length.
// The input is sized so that the regular expression this replaced took more CPU than vitest's
// default timeout of five seconds (a `.tx/config` is read up to 64 KB).
import { describe, expect, it } from 'vitest';
import { transifexResources } from '../src/repository/discover-lang-map.ts';

describe('.tx/config', () => {
  it('a lang_map holding a run of sixty thousand spaces is read, the spaces trimmed', () => {
    // audacity/audacity's .tx/config (2026-11), its lang_map padded inside and after.
    const pad = ' '.repeat(60_000);
    const tx =
      '[main]\nhost = https://app.transifex.com\n\n[o:audacity:p:audacity:r:audacity4]\n' +
      'file_filter = share/locale/audacity_<lang>.ts\nsource_file = share/locale/audacity_en.ts\n' +
      `source_lang = en\ntype        = QT\nlang_map    = gl_ES: gl,${pad}sr_BA@latin: sr${pad}\n`;
    const [resource] = transifexResources(tx);
    expect(resource?.files.test('share/locale/audacity_sr.ts')).toBe(true);
    expect(resource?.localeOf('sr')).toBe('sr_BA@latin');
    expect(resource?.localeOf('gl')).toBe('gl_ES');
  });
});
