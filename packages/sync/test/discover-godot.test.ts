import { describe, expect, it } from 'vitest';
import { discoverLayouts } from '../src/repository/discover.ts';

/** A `head` that answers the given files' texts. */
function headOf(texts: Record<string, string>) {
  return async (file: string) => texts[file];
}

describe("discovery of Godot's CSV translations", () => {
  it('reads a CSV holding every locale in the godot-csv format, an entry of its own, never as a locale file', async () => {
    // Godot's ResourceImporterCSVTranslation: a header row, the first column the keys, then one column
    // per locale (a project keeping them as translations/en.csv, `keys,en,de,zh_CN`).
    const godot = 'keys,en,de,zh_CN,_notes\nGREET,Hello,Hallo,你好,greeting\n';
    const magento = '"Add New Thesaurus","Neuen Thesaurus hinzufügen"\nSynonym,Synonym\n';
    const found = await discoverLayouts(
      ['app/i18n/de_DE.csv', 'app/i18n/en_US.csv', 'game/strings.csv', 'translations/en.csv'],
      {
        head: headOf({
          'app/i18n/de_DE.csv': magento,
          'app/i18n/en_US.csv': magento,
          'game/strings.csv': 'id,en,fr\nA,a,b\n',
          'translations/en.csv': godot,
        }),
      },
    );
    expect(found.files).toEqual([
      { source: 'app/i18n/{locale_}.csv' },
      { source: 'game/strings.csv', format: 'godot-csv' },
      { source: 'translations/en.csv', format: 'godot-csv' },
    ]);
    expect(found.unread).toEqual([]);
  });
});
