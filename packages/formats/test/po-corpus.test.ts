import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Entries, getFormat, renderOver } from '../src/index.ts';

/**
 * PO rewrites against the sphinx catalogs: the one-message pull, templates as the source,
 * and folding detected from each file (Babel's msgids, Transifex's unfolded msgstr).
 */

const corpus = path.resolve(fileURLToPath(import.meta.url), '../../../..', '../shared/corpus');
const locale = path.join(corpus, 'sphinx/sphinx/locale');
const po = getFormat('po');
const read = (file: string): string => readFileSync(path.join(locale, file), 'utf8');

/** The lines that differ between two texts with one change: what is left after the common ends. */
function changedRegion(before: string, after: string): { removed: string[]; added: string[]; at: number } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  ) {
    end++;
  }
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end), at: start };
}

/** Sphinx's JavaScript placeholder, which is no template-literal placeholder. */
const RESULT_COUNT = ['$', '{resultCount}'].join('');

const LONG =
  'Une traduction nettement plus longue que quatre-vingts colonnes, avec des « guillemets », un "citation" et \\ une barre oblique inverse.';

describe.skipIf(!existsSync(corpus))(`PO over the sphinx catalogs (needs ${corpus})`, () => {
  for (const language of ['fr', 'ru']) {
    it(`one message changed in ${language} changes only that message's msgstr line`, () => {
      const content = read(`${language}/LC_MESSAGES/sphinx.po`);
      const entries = po.parse(content);
      const key = 'invalid CVE number %s';
      entries.set(key, LONG);
      const out = renderOver(po, entries, 'flat', content);
      const { removed, added, at } = changedRegion(content, out);
      expect(removed).toHaveLength(1);
      expect(removed[0]).toMatch(/^msgstr "/);
      expect(content.split('\n')[at - 1]).toBe(`msgid "${key}"`);
      // Transifex never folds msgstr in these files: neither does the rewrite.
      expect(added).toEqual([`msgstr "${LONG.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`]);
      expect([...po.parse(out)]).toEqual([...entries]);
    });
  }

  it('keeps plural forms the template does not have (French msgstr[2], Russian msgstr[3])', () => {
    for (const [language, form] of [
      ['fr', 2],
      ['ru', 3],
    ] as const) {
      const content = read(`${language}/LC_MESSAGES/sphinx.po`);
      const entries = po.parse(content);
      const key = `Search finished, found one page matching the search query.[${form}]`;
      expect(entries.has(key)).toBe(true);
      entries.set(key, 'forme supplémentaire');
      const out = renderOver(po, entries, 'flat', content);
      expect(po.parse(out).get(key)).toBe('forme supplémentaire');
      expect(changedRegion(content, out).added).toEqual([`msgstr[${form}] "forme supplémentaire"`]);
    }
  });

  it('reads a .pot as the source: msgids as texts, with the same keys as the translations', () => {
    const template = po.parse(read('sphinx.pot'), { path: 'sphinx/locale/sphinx.pot' });
    expect(template.get('invalid CVE number %s')).toBe('invalid CVE number %s');
    const plural = 'Search finished, found one page matching the search query.';
    expect(template.get(`${plural}[0]`)).toBe(plural);
    expect(template.get(`${plural}[1]`)).toBe(
      `Search finished, found ${RESULT_COUNT} pages matching the search query.`,
    );
    // The same file read as a translation: its msgstr are all empty.
    expect(po.parse(read('sphinx.pot')).get('invalid CVE number %s')).toBe('');
    for (const language of ['de', 'fr', 'ru']) {
      const translation = po.parse(read(`${language}/LC_MESSAGES/sphinx.po`));
      const extra = [...translation.keys()].filter((key) => !template.has(key));
      // Only the plural forms a language has beyond the template's two.
      expect(extra.every((key) => key.startsWith(`${plural}[`))).toBe(true);
      expect([...template.keys()].filter((key) => !translation.has(key))).toEqual([]);
    }
  });

  it('folds a filled template msgstr exactly as Babel folded the msgid', () => {
    const content = read('sphinx.pot');
    const entries = po.parse(content);
    const source = po.parse(content, { path: 'sphinx.pot' });
    for (const key of entries.keys()) {
      if (!key.endsWith('[msgid_plural]')) entries.set(key, source.get(key) as string);
    }
    const out = renderOver(po, entries, 'flat', content);
    const messages = out.split('\n\n').slice(1);
    expect(messages.length).toBeGreaterThan(800);
    for (const message of messages) {
      const msgid = /^msgid ((?:.*\n)*?)(?=msgid_plural|msgstr)/m.exec(message)?.[1];
      const msgstr = /^msgstr(?:\[0\])? ((?:.*\n?)*?)(?=msgstr\[1\]|$)/m.exec(message)?.[1];
      expect(msgstr?.trimEnd(), message).toBe(msgid?.trimEnd());
    }
  });

  it('writes a template over itself: msgid_plural edited, messages added and removed', () => {
    const content = read('sphinx.pot');
    const options = { structure: 'flat' as const, path: 'sphinx/locale/sphinx.pot' };
    const template = po.parse(content, options);
    expect(po.serializeOver?.(template, content, options)).toBe(content);
    const plural = 'Search finished, found one page matching the search query.';
    const edited: Entries = new Map(template);
    edited.set(`${plural}[1]`, `Search finished, found ${RESULT_COUNT} pages.`);
    edited.delete('invalid CVE number %s');
    edited.set('A brand new message', 'A brand new message');
    const out = po.serializeOver?.(edited, content, options) as string;
    const reread = po.parse(out, options);
    expect(reread.get(`${plural}[1]`)).toBe(`Search finished, found ${RESULT_COUNT} pages.`);
    expect(reread.get(`${plural}[msgid_plural]`)).toBe(`Search finished, found ${RESULT_COUNT} pages.`);
    expect(reread.has('invalid CVE number %s')).toBe(false);
    // After the last message, before the blank line Babel ends its files with.
    expect(out.endsWith('msgstr ""\n\nmsgid "A brand new message"\nmsgstr ""\n\n')).toBe(true);
    expect(out).not.toContain('#: roles.py:228\n');
    expect(() => po.serializeOver?.(new Map([['Searching', 'Suche']]), content, options)).toThrow(
      /must hold its msgid "Searching"/,
    );
  });
});
