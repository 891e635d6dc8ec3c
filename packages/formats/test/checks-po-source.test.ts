import { describe, expect, it } from 'vitest';
import { checkPlaceholders } from '../src/checks/placeholders.ts';
import { po } from '../src/formats/po/index.ts';

describe('PO placeholders are compared with the source text', () => {
  it("takes the source file's text when its msgids are identifiers (en.po with msgstrs)", () => {
    const en = po.parse('msgid "home_title"\nmsgstr "Welcome, {name}"\n\nmsgid "files"\nmsgstr "%d files"\n');
    const de = po.parse(
      'msgid "home_title"\nmsgstr "Willkommen, {name}"\n\nmsgid "files"\nmsgstr "%d Dateien"\n',
    );
    expect(checkPlaceholders(en, de, { format: 'po', locale: 'de' })).toEqual([]);
    const broken = po.parse('msgid "home_title"\nmsgstr "Willkommen"\n');
    expect(checkPlaceholders(en, broken, { format: 'po', locale: 'de' })).toEqual([
      expect.objectContaining({ key: 'home_title', placeholder: '{name}', kind: 'missing' }),
    ]);
  });

  it('takes the msgid when the source file has no text for the message (an untranslated catalog)', () => {
    const en = po.parse('msgid "%s files"\nmsgstr ""\n');
    const de = po.parse('msgid "%s files"\nmsgstr "%s Dateien"\n');
    expect(checkPlaceholders(en, de, { format: 'po', locale: 'de' })).toEqual([]);
    const lost = po.parse('msgid "%s files"\nmsgstr "Dateien"\n');
    expect(checkPlaceholders(en, lost, { format: 'po', locale: 'de' })).toHaveLength(1);
  });
});
