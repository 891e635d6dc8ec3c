// Real JED files as `wp i18n make-json` writes them (fixtures/SOURCES.md): GP Toolbox's and
// Translation Stats' `languages/<domain>-<locale>-<md5>.json`, one per JavaScript file, beside the PO
// catalog they were made from. make-json writes one line with PHP's json_encode escaping (`\/`,
// `\u00e3`), the header fields WP-CLI adds, the domain `messages`, plural translations as the msgstr
// array (no msgid_plural, unlike Redirection's files) and an untranslated message as `[""]`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pluralRuleFor } from '../src/checks/plural-rules.ts';
import { readJed } from '../src/formats/jed/read.ts';
import { type FormatWarning, getFormat, loadFormats, renderOver } from '../src/index.ts';

await loadFormats(['jed', 'po']);
const jed = getFormat('jed');
const fixtures = path.resolve(fileURLToPath(import.meta.url), '..', 'fixtures');
const FILES = ['gp-toolbox/languages', 'translation-stats/languages'].flatMap((folder) =>
  readdirSync(path.join(fixtures, folder))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `${folder}/${name}`),
);
const read = (file: string): string => readFileSync(path.join(fixtures, file), 'utf8');
const PERMISSIONS = 'gp-toolbox/languages/gp-toolbox-pt_PT-221bd724601009ea17a1e33e8a3bb777.json';
const PROJECT = 'gp-toolbox/languages/gp-toolbox-pt_PT-347d8f09879f3ac76270b4c1206d2256.json';

describe('real JED files written by wp i18n make-json (GP Toolbox, Translation Stats)', () => {
  it('holds the files SOURCES.md names, each as make-json writes it', () => {
    expect(FILES).toEqual([
      PERMISSIONS,
      PROJECT,
      'translation-stats/languages/translation-stats-pt_PT-7ad1d1773f3bc12b721b34879b94ae4c.json',
    ]);
    for (const file of FILES) {
      const content = read(file);
      expect(content).toMatch(
        /^\{"translation-revision-date":"[^"]+","generator":"WP-CLI\\\/2\.\d+\.\d+","source":"[^"]+","domain":"messages","locale_data":\{"messages":\{"":\{"domain":"messages","lang":"pt_PT","plural-forms":"nplurals=2; plural=\(n != 1\);"\},/,
      );
      expect(content.endsWith('}}}')).toBe(true);
    }
  });

  it.each(FILES)('%s: read → write and read → rewrite give it back byte for byte', (file) => {
    const content = read(file);
    const warnings: FormatWarning[] = [];
    const entries = jed.parse(content, { warn: (w) => warnings.push(w), locale: 'pt-PT' });
    expect(warnings).toEqual([]);
    expect(entries.size).toBeGreaterThanOrEqual(4);
    expect(renderOver(jed, entries, 'flat', content, { locale: 'pt-PT' })).toBe(content);
    expect(jed.serializeOver?.(entries, content, { structure: 'flat', locale: 'pt-PT' })).toBe(content);
  });

  it.each(FILES)(
    '%s: an edit to one message rewrites only its string, escaped as json_encode does',
    (file) => {
      const content = read(file);
      const doc = readJed(content);
      const entries = jed.parse(content);
      const message = doc.messages[Math.floor(doc.messages.length / 2)];
      if (!message) throw new Error(`${file} has no message`);
      const key = [...entries.keys()].find((k) => k === message.name || k === `${message.name}[0]`) as string;
      const out = renderOver(jed, new Map(entries).set(key, 'Ação/edição "%s" 😀'), 'flat', content);
      const item = (message.value.children ?? [])[0];
      if (!item) throw new Error(`${file}: ${message.name} has no form`);
      const written = '"A\\u00e7\\u00e3o\\/edi\\u00e7\\u00e3o \\"%s\\" \\ud83d\\ude00"';
      expect(out).toBe(content.slice(0, item.offset) + written + content.slice(item.offset + item.length));
      expect(jed.parse(out).get(key)).toBe('Ação/edição "%s" 😀');
    },
  );

  it('reads a plural message as the msgstr array, keyed as the PO file it was made from keys it', () => {
    const entries = jed.parse(read(PERMISSIONS));
    expect(entries.get('%s Permission found.[0]')).toBe('%s permissão encontrada.');
    expect(entries.get('%s Permission found.[1]')).toBe('%s permissões encontradas.');
    const po = getFormat('po').parse(read('gp-toolbox/languages/gp-toolbox-pt_PT.po'));
    for (const file of FILES.filter((f) => f.startsWith('gp-toolbox/'))) {
      for (const [key, text] of jed.parse(read(file))) expect(po.get(key), key).toBe(text);
    }
    const rule = pluralRuleFor('pt_PT', 'gettext', { content: read(PERMISSIONS) });
    expect(rule?.forms).toEqual(['0', '1']);
    expect(rule?.select(1)).toBe('0');
  });

  it('reads an untranslated [""] as a gap and fills it in place', () => {
    const content = read(PROJECT);
    const entries = jed.parse(content);
    expect(entries.get('Changes requested')).toBe('');
    const out = renderOver(
      jed,
      new Map(entries).set('Changes requested', 'Alterações pedidas'),
      'flat',
      content,
    );
    expect(out).toBe(
      content.replace('"Changes requested":[""]', '"Changes requested":["Altera\\u00e7\\u00f5es pedidas"]'),
    );
  });
});
