import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparePlaceholders } from '../src/checks/placeholders.ts';
import { pluralRuleFor } from '../src/checks/plural-rules.ts';
import { readJed } from '../src/formats/jed/read.ts';
import {
  type Entries,
  type FormatWarning,
  formatInfoForPath,
  getFormat,
  loadFormats,
  renderOver,
} from '../src/index.ts';
import { captureError } from './helpers.ts';

await loadFormats(['jed', 'po']);
const jed = getFormat('jed');
const fixtures = path.resolve(fileURLToPath(import.meta.url), '../fixtures/redirection/locale/json');
const files = readdirSync(fixtures).sort();
const read = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');

// As `wp i18n make-json` writes a file (one line), with a context and a plural message.
const made =
  '{"translation-revision-date":"2024-05-01 10:00+0000","generator":"WP-CLI\\/2.10.0","source":"build\\/index.js","domain":"messages","locale_data":{"messages":{"":{"domain":"messages","lang":"de_DE","plural-forms":"nplurals=2; plural=(n != 1);"},"Save":["Speichern"],"verb\\u0004Post":["Veröffentlichen"],"%d item":["%d Element","%d Elemente"],"Untranslated":[]}}}';

describe('jed (WordPress JED JSON)', () => {
  it('is chosen only by name: every .json path stays json', () => {
    expect(formatInfoForPath('languages/plugin-de_DE-0a1b.json')?.name).toBe('json');
    expect(jed.extensions).toEqual(['.json']);
  });

  it('reads messages as gettext keys them: context + U+0004 + msgid, plural forms as key[N]', () => {
    expect([...jed.parse(made)]).toEqual([
      ['Save', 'Speichern'],
      ['verb\u0004Post', 'Veröffentlichen'],
      ['%d item[0]', '%d Element'],
      ['%d item[1]', '%d Elemente'],
    ]);
  });

  it('gives the same keys as a PO file of the same messages', async () => {
    const po = getFormat('po').parse(
      'msgid ""\nmsgstr "Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\nmsgid "Save"\nmsgstr "Speichern"\n\nmsgctxt "verb"\nmsgid "Post"\nmsgstr "Veröffentlichen"\n\nmsgid "%d item"\nmsgid_plural "%d items"\nmsgstr[0] "%d Element"\nmsgstr[1] "%d Elemente"\n',
    );
    const fromJed = jed.parse(made);
    for (const [key, value] of fromJed) expect(po.get(key)).toBe(value);
    // Written from the PO entries (msgid_plural included), the JED file reads back the same texts.
    expect(jed.parse(jed.serialize(po, { structure: 'flat', locale: 'de_DE' }))).toEqual(fromJed);
  });

  it('writes a new file as language packs lay it out, with the locale and its usual plural-forms', () => {
    const entries: Entries = new Map([
      ['Save', 'Enregistrer'],
      ['%d item[0]', '%d élément'],
      ['%d item[1]', '%d éléments'],
      ['a[0]', 'alone'],
    ]);
    const text = jed.serialize(entries, { structure: 'flat', locale: 'fr_FR' });
    expect(text).toBe(
      '{"domain":"messages","locale_data":{"messages":{"":{"domain":"messages","plural-forms":"nplurals=2; plural=(n > 1);","lang":"fr_FR"},"Save":["Enregistrer"],"%d item":["%d élément","%d éléments"],"a[0]":["alone"]}}}',
    );
    expect(jed.parse(text)).toEqual(entries);
  });

  it('rewrites only the changed translation; header, fields, escaping and [] stay', () => {
    const entries = new Map(jed.parse(made));
    entries.set('%d item[1]', '%d Sachen/Dinge');
    const out = renderOver(jed, entries, 'flat', made);
    expect(out).toBe(made.replace('"%d Elemente"', '"%d Sachen\\/Dinge"'));
    expect(renderOver(jed, jed.parse(made), 'flat', made)).toBe(made);
  });

  it('fills an untranslated [] when a text arrives, drops a removed message, appends a new one', () => {
    const entries: Entries = new Map([
      ['Save', 'Speichern'],
      ['%d item[0]', '%d Element'],
      ['%d item[1]', '%d Elemente'],
      ['Untranslated', 'Übersetzt'],
      ['New', 'Neu'],
    ]);
    const out = renderOver(jed, entries, 'flat', made);
    expect(out).toBe(
      made
        .replace(',"verb\\u0004Post":["Veröffentlichen"]', '')
        .replace('"Untranslated":[]', '"Untranslated":["Übersetzt"]')
        .replace('}}}', ',"New":["Neu"]}}}'),
    );
    expect(jed.parse(out)).toEqual(entries);
  });

  it('appends in a pretty-printed file in its own layout', () => {
    const pretty = `${JSON.stringify(JSON.parse(made), null, 4)}\n`;
    const entries = new Map([...jed.parse(pretty), ['New', 'Neu'], ['n[0]', 'ein'], ['n[1]', 'viele']]);
    const out = renderOver(jed, entries, 'flat', pretty);
    expect(out.startsWith(pretty.slice(0, pretty.indexOf('"Untranslated": []') + 18))).toBe(true);
    expect(out).toContain(
      '"Untranslated": [],\n            "New": [\n                "Neu"\n            ],\n            "n": [\n                "ein",\n                "viele"\n            ]\n        }\n    }\n}\n',
    );
    expect(jed.parse(out)).toEqual(entries);
  });

  it('warns of a key written twice and reads the last; warns when forms and nplurals disagree', () => {
    const warnings: FormatWarning[] = [];
    const text =
      '{"locale_data":{"d":{"":{"plural-forms":"nplurals=2; plural=(n != 1);"},\n"a":["1"],\n"a":["2"],\n"p":["x","y","z"]}}}';
    expect([...jed.parse(text, { warn: (w) => warnings.push(w) })]).toEqual([
      ['a', '2'],
      ['p[0]', 'x'],
      ['p[1]', 'y'],
      ['p[2]', 'z'],
    ]);
    expect(warnings.map((w) => w.line)).toEqual([3, 4]);
    expect(warnings[0]?.message).toContain('"a" is defined twice (lines 2 and 3)');
    expect(warnings[1]?.message).toContain("3 forms but the header's plural-forms says nplurals=2");
  });

  it.each([
    ['{"a": "b"}', 'this file has no "locale_data"'],
    ['{"domain":"x","locale_data":{"a":{},"b":{}}}', 'holds the domains "a", "b"'],
    ['{"locale_data":{"d":{"a":"text"}}}', 'line 1: message "a" must be an array'],
  ])('refuses %s, naming the problem', (content, message) => {
    expect(captureError(() => jed.parse(content)).message).toContain(message);
  });

  it('a JED file read as plain JSON is refused with advice to name the format', () => {
    expect(captureError(() => getFormat('json').parse(made)).message).toContain(
      'name its format "jed" in the files entry of .locale/config.json',
    );
  });

  it("takes the plural rule from the file's plural-forms, and knows printf placeholders", () => {
    const ru = read('redirection-ru_RU.json');
    const rule = pluralRuleFor('ru', 'gettext', { content: ru });
    expect(rule?.forms).toEqual(['0', '1', '2']);
    expect(rule?.select(21)).toBe('0');
    expect(comparePlaceholders('%1$s of %2$s', '%2$s von %1$s', { format: 'jed' })).toEqual([]);
    expect(JSON.stringify(comparePlaceholders('of %s', 'von', { format: 'jed' }))).toContain('%s');
  });

  it.each(files)('reads %s (Redirection) and a pull of its texts leaves it byte for byte', (name) => {
    const content = read(name);
    const entries = jed.parse(content);
    expect(entries.size).toBeGreaterThan(500);
    expect(renderOver(jed, entries, 'flat', content)).toBe(content);
    expect(jed.serializeOver?.(entries, content, { structure: 'flat' })).toBe(content);
  });

  it("skips Redirection's ja message that holds an array, with a warning, and keeps it as written", () => {
    const content = read('redirection-ja.json');
    const warnings: FormatWarning[] = [];
    const entries = jed.parse(content, { warn: (w) => warnings.push(w) });
    expect(entries.has('Transition')).toBe(false);
    expect(warnings.map((w) => w.key)).toContain('Transition');
    const out = renderOver(jed, new Map([...entries].slice(1)), 'flat', content);
    expect(out).not.toBe(content);
    expect(JSON.parse(out).locale_data.redirection.Transition).toEqual(['TransitionEnd', ['']]);
  });

  it.each(files)('minimal rewrites of %s: only the edited strings change', (name) => {
    const content = read(name);
    const doc = readJed(content);
    const entries = jed.parse(content);
    const keys = [...entries.keys()];
    const text = fc.string({
      unit: fc.constantFrom('a', 'é', '"', '\\', '/', '\n', '%s', '😀', '<b>', '\u0004'),
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(keys.length - 1), { maxLength: 5 }),
        fc.array(text, { minLength: 5, maxLength: 5 }),
        (picks, texts) => {
          const changed = new Map(entries);
          for (const [n, i] of picks.entries()) changed.set(keys[i] as string, texts[n] as string);
          const out = renderOver(jed, changed, 'flat', content);
          expect(jed.parse(out)).toEqual(changed);
          // Everything but the edited messages' arrays is as it was: the same JSON, byte for byte
          // before the first edit and after the last.
          const edited = new Set(picks.map((i) => (keys[i] as string).replace(/\[\d+\]$/, '')));
          const spans = doc.messages.filter((m) => edited.has(m.name)).map((m) => m.value);
          if (spans.length === 0) {
            expect(out).toBe(content);
            return;
          }
          const start = Math.min(...spans.map((s) => s.offset));
          const end = Math.max(...spans.map((s) => s.offset + s.length));
          expect(out.slice(0, start)).toBe(content.slice(0, start));
          expect(out.slice(out.length - (content.length - end))).toBe(content.slice(end));
          const before = JSON.parse(content);
          const after = JSON.parse(out);
          for (const m of edited) delete before.locale_data.redirection[m];
          for (const m of edited) delete after.locale_data.redirection[m];
          expect(after).toEqual(before);
        },
      ),
      { numRuns: 40 },
    );
  });

  it.each(files)('removals and additions over %s touch only their messages', (name) => {
    const content = read(name);
    const entries = jed.parse(content);
    const names = readJed(content).messages.map((m) => m.name);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(names.length - 1), { maxLength: 4 }),
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 3 }),
        (drops, news) => {
          const dropped = new Set(drops.map((i) => names[i] as string));
          const kept: Entries = new Map(
            [...entries].filter(([key]) => !dropped.has(key.replace(/\[\d+\]$/, ''))),
          );
          const added = news.filter((n) => !names.includes(n) && !/\[\d+\]$/.test(n));
          for (const n of added) kept.set(`new ${n}`, `neu ${n}`);
          const out = renderOver(jed, kept, 'flat', content);
          expect(jed.parse(out)).toEqual(kept);
          const before = JSON.parse(content);
          const after = JSON.parse(out);
          for (const m of dropped) delete before.locale_data.redirection[m];
          for (const n of added) {
            expect(after.locale_data.redirection[`new ${n}`]).toEqual([`neu ${n}`]);
            delete after.locale_data.redirection[`new ${n}`];
          }
          expect(after).toEqual(before);
        },
      ),
      { numRuns: 30 },
    );
  });
});
