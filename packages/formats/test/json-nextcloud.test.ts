import { describe, expect, it } from 'vitest';
import { json } from '../src/formats/json/index.ts';

// Nextcloud's l10n/<locale>.json nest English sentences, dots and all, under "translations"; plural
// forms are arrays. Excerpts byte for byte from nextcloud/notes l10n/en_GB.json and l10n/de.json
// (commit 06709937eb88659a5710320e9f48136586f6d2c3), shortened to a few members.
const EN_GB =
  '{ "translations": {\n' +
  '    "Notes" : "Notes",\n' +
  '    "Reading notes from filesystem has failed." : "Reading notes from filesystem has failed.",\n' +
  '    "_Deleted {number} note_::_Deleted {number} notes_" : ["Deleted {number} note","Deleted {number} notes"],\n' +
  '    "Error" : "Error"\n' +
  '},"pluralForm" :"nplurals=2; plural=(n != 1);"\n' +
  '}';
const DE =
  '{ "translations": {\n' +
  '    "Notes" : "Notizen",\n' +
  '    "Reading notes from filesystem has failed." : "Laden der Notizen vom Dateisystem ist fehlgeschlagen.",\n' +
  '    "_Deleted {number} note_::_Deleted {number} notes_" : ["{number} Notiz gelöscht","{number} Notizen gelöscht"],\n' +
  '    "Error" : "Fehler"\n' +
  '},"pluralForm" :"nplurals=2; plural=(n != 1);"\n' +
  '}';

const FAILED = 'translations.Reading notes from filesystem has failed.';

describe('JSON whose nested names hold the delimiter (Nextcloud l10n)', () => {
  it('reads each sentence as one key under translations', () => {
    const entries = json.parse(DE);
    expect(entries.get(FAILED)).toBe('Laden der Notizen vom Dateisystem ist fehlgeschlagen.');
    expect(entries.get('translations._Deleted {number} note_::_Deleted {number} notes_[1]')).toBe(
      '{number} Notizen gelöscht',
    );
    expect(json.detectStyle(DE).structure).toBe('nested');
  });

  it('edits a file in place: a changed text, and new sentences under translations in its style', () => {
    const entries = json.parse(DE);
    entries.set(FAILED, 'Die Notizen konnten nicht gelesen werden.');
    entries.set('translations.Sync is done.', 'Fertig.');
    entries.set('translations._%n file_::_%n files_[0]', '%n Datei');
    entries.set('translations._%n file_::_%n files_[1]', '%n Dateien');
    const written = json.serializeOver?.(entries, DE, { structure: 'nested' });
    // " : " as the members of "translations" write it (not the root's ": "), plural forms on one line.
    expect(written).toBe(
      DE.replace(
        'Laden der Notizen vom Dateisystem ist fehlgeschlagen.',
        'Die Notizen konnten nicht gelesen werden.',
      ).replace(
        '    "Error" : "Fehler"\n',
        '    "Error" : "Fehler",\n' +
          '    "Sync is done." : "Fertig.",\n' +
          '    "_%n file_::_%n files_" : ["%n Datei","%n Dateien"]\n',
      ),
    );
    expect(json.parse(written as string)).toEqual(entries);
    // Unchanged entries give the file back byte for byte.
    expect(json.serializeOver?.(json.parse(DE), DE, { structure: 'nested' })).toBe(DE);
  });

  it('writes a new locale in the shape of its source file, leaving out what has no translation', () => {
    const entries = json.parse(DE);
    entries.delete('translations.Error');
    const written = json.serialize(entries, { structure: 'nested', template: EN_GB });
    expect(written).toBe(DE.replace(',\n    "Error" : "Fehler"\n', '\n'));
    // Without a source of that shape the keys alone would split the sentences at their dots.
    expect(() => json.serialize(entries, { structure: 'nested' })).toThrow(/empty segment/);
    expect(
      json.serialize(new Map([['a.b', 'x']]), { structure: 'nested', template: '{"a": {"c": "y"}}' }),
    ).toBe(json.serialize(new Map([['a.b', 'x']]), { structure: 'nested' }));
  });
});

// Invidious (iv-org/invidious@HEAD 2026-11, locales/en-US.json and cy.json, shortened): a count's
// texts keyed by the regular expressions its i18n.cr matches the count against, and `""` (which
// matches any count) as the fallback. The names hold dots; the empty one is a name like another.
const INVIDIOUS_EN =
  '{\n' +
  '    "View `x` comments": {\n' +
  '        "([^.,0-9]|^)1([^.,0-9]|$)": "View `x` comment",\n' +
  '        "": "View `x` comments"\n' +
  '    },\n' +
  '    "Erroneous token": "Erroneous token"\n' +
  '}\n';
const INVIDIOUS_CY = INVIDIOUS_EN.replace('View `x` comment"', 'Gweld `x` sylw"')
  .replace('View `x` comments"\n', 'Gweld `x` sylwadau"\n')
  .replace('"Erroneous token"\n', '"Tocyn annilys"\n');
const FALLBACK = 'View `x` comments.';

describe('JSON with an empty name below the root (Invidious count patterns)', () => {
  it('reads the empty name as its object key and the delimiter, and edits it in place', () => {
    const entries = json.parse(INVIDIOUS_CY);
    expect(entries.get(FALLBACK)).toBe('Gweld `x` sylwadau');
    expect(entries.get('View `x` comments.([^.,0-9]|^)1([^.,0-9]|$)')).toBe('Gweld `x` sylw');
    expect(json.serializeOver?.(entries, INVIDIOUS_CY, { structure: 'nested' })).toBe(INVIDIOUS_CY);
    entries.set(FALLBACK, 'Gweld `x` o sylwadau');
    expect(json.serializeOver?.(entries, INVIDIOUS_CY, { structure: 'nested' })).toBe(
      INVIDIOUS_CY.replace('"": "Gweld `x` sylwadau"', '"": "Gweld `x` o sylwadau"'),
    );
  });

  it('writes a new locale in the shape of the source, and still refuses an empty name at the root', () => {
    const written = json.serialize(json.parse(INVIDIOUS_CY), { structure: 'nested', template: INVIDIOUS_EN });
    expect(written).toBe(INVIDIOUS_CY);
    expect(() => json.parse('{"": "x"}')).toThrow(/empty key under "\(root\)"/);
  });
});
