// A gettext source catalog (Django's locale/en/LC_MESSAGES/django.po) leaves msgstr empty: gettext
// shows the msgid (msgid_plural for the other forms), and so does the parser when told the file is
// the source. A catalog whose texts would all be empty is never read silently.
import { describe, expect, it } from 'vitest';
import type { FormatWarning } from '../src/index.ts';
import { getFormat, renderOver } from '../src/index.ts';

const po = getFormat('po');

const django = `# SOME DESCRIPTIVE TITLE.
msgid ""
msgstr ""
"Language: en\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

#: views.py:10
msgid "Welcome, %(name)s"
msgstr ""

msgctxt "menu"
msgid "Open"
msgstr ""

msgid "%(count)s page"
msgid_plural "%(count)s pages"
msgstr[0] ""
msgstr[1] ""
`;

function read(content: string, options: { source?: boolean; path?: string } = {}) {
  const warnings: FormatWarning[] = [];
  const entries = po.parse(content, { ...options, warn: (w) => warnings.push(w) });
  return { entries, warnings };
}

describe('a gettext source catalog with empty msgstr', () => {
  it('reads each msgid (msgid_plural for the other forms) as the source text, and says so naming the file', () => {
    const { entries, warnings } = read(django, { source: true, path: 'app/locale/en/LC_MESSAGES/django.po' });
    expect(entries).toEqual(
      new Map([
        ['Welcome, %(name)s', 'Welcome, %(name)s'],
        ['menu\u0004Open', 'Open'],
        ['%(count)s page[msgid_plural]', '%(count)s pages'],
        ['%(count)s page[0]', '%(count)s page'],
        ['%(count)s page[1]', '%(count)s pages'],
      ]),
    );
    expect(warnings).toEqual([
      {
        message:
          'every message of app/locale/en/LC_MESSAGES/django.po has an empty msgstr: their msgids are read as the source texts, as gettext shows them',
        line: 8,
      },
    ]);
  });

  it('keeps a filled msgstr of a source catalog (msgids as identifiers) and falls back per message', () => {
    const content = 'msgid "home_title"\nmsgstr "Welcome"\n\nmsgid "Log out"\nmsgstr ""\n';
    const { entries, warnings } = read(content, { source: true, path: 'en.po' });
    expect(entries).toEqual(
      new Map([
        ['home_title', 'Welcome'],
        ['Log out', 'Log out'],
      ]),
    );
    expect(warnings.map((w) => w.message)).toEqual([
      '1 of 2 messages of en.po have an empty msgstr (the first at line 4): their msgids are read as the source texts, as gettext shows them',
    ]);
  });

  it('reads a translation with empty msgstr as gaps, and warns only when the role is unknown and every text is empty', () => {
    const asTranslation = read(django, { source: false, path: 'de.po' });
    expect(asTranslation.entries.get('Welcome, %(name)s')).toBe('');
    expect(asTranslation.warnings).toEqual([]);
    const unknown = read(django, { path: 'django.po' });
    expect(unknown.entries.get('Welcome, %(name)s')).toBe('');
    expect(unknown.warnings.map((w) => w.message)).toEqual([
      "every message of django.po has an empty msgstr, so every text read is empty; if this is the source locale's catalog, read it as the source (its msgids are then the texts)",
    ]);
    // One translated message: a catalog in progress, nothing to say.
    expect(read('msgid "a"\nmsgstr "b"\n\nmsgid "c"\nmsgstr ""\n').warnings).toEqual([]);
  });

  it('a template (.pot) is read as before, without a warning', () => {
    expect(read(django, { path: 'django.pot', source: true }).warnings).toEqual([]);
  });

  it('writes the same source texts back byte for byte, and only a changed message gets a msgstr', () => {
    const { entries } = read(django, { source: true });
    expect(renderOver(po, entries, 'flat', django, { source: true, locale: 'en' })).toBe(django);
    const changed = new Map(entries);
    changed.set('menu\u0004Open', 'Open…');
    const written = renderOver(po, changed, 'flat', django, { source: true, locale: 'en' });
    expect(written).toBe(django.replace('msgid "Open"\nmsgstr ""', 'msgid "Open"\nmsgstr "Open…"'));
    expect(po.parse(written, { source: true })).toEqual(changed);
  });
});
