import { describe, expect, it } from 'vitest';
import { getFormat, renderOver } from '../src/index.ts';

const android = getFormat('android');

// moko-resources reads `<dir>/moko-resources/<locale>/strings.xml` with its Gradle plugin: the text as
// XML, wrapped lines joined with one space, then only `\n`, `\'`, `\"` and `\?` decoded
// (processXmlTextContent, removeAndroidMirroringFormat); it escapes quotes itself in the Android
// resources it generates, so an apostrophe as written is text. Lines from Mihon
// (mihonapp/mihon@a2c24ff0, i18n/src/commonMain/moko-resources/base/strings.xml), byte for byte.
const MOKO_PATH = 'i18n/src/commonMain/moko-resources/base/strings.xml';
const mihon = `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="app_name" translatable="false">Mihon</string>

    <!-- Generic strings -->
    <string name="delete_category_confirmation">Do you wish to delete the category \\"%s\\"?</string>
    <string name="onboarding_description">Let\\'s set some things up first. You can always change these in the settings later too.</string>
    <string name="onboarding_storage_info">Select a folder where %1$s will store chapter downloads, backups, and more.\\n\\nA dedicated folder is recommended.\\n\\nSelected folder: %2$s</string>
    <string name="pref_disallow_non_ascii_filenames_details">Ensures compatibility with certain storage media that don't support Unicode. When this is enabled, you'll need to manually rename source and manga folders by replacing non-ASCII characters with their lowercase UTF-8 hexadecimal representations. Chapter files don't need to be renamed.</string>
</resources>
`;

describe('Android strings.xml read by moko-resources (moko-resources/, resources/MR/)', () => {
  it('reads an apostrophe as text and decodes \\\', \\" and \\n, where aapt2 would refuse the file', () => {
    const entries = android.parse(mihon, { path: MOKO_PATH });
    expect(entries.get('pref_disallow_non_ascii_filenames_details')).toMatch(
      /^Ensures compatibility with certain storage media that don't support Unicode\. .* you'll need/,
    );
    expect(entries.get('onboarding_description')).toMatch(/^Let's set some things up first\./);
    expect(entries.get('delete_category_confirmation')).toBe('Do you wish to delete the category "%s"?');
    expect(entries.get('onboarding_storage_info')).toBe(
      'Select a folder where %1$s will store chapter downloads, backups, and more.\n\nA dedicated folder is recommended.\n\nSelected folder: %2$s',
    );
    // Before 0.24 moko-resources kept them in `resources/MR/`.
    expect(
      android
        .parse(mihon, { path: 'shared/src/commonMain/resources/MR/base/strings.xml' })
        .get('onboarding_description'),
    ).toMatch(/^Let's/);
    // The same file under res/ is read by aapt2, which refuses an unescaped apostrophe.
    expect(() => android.parse(mihon, { path: 'app/src/main/res/values/strings.xml' })).toThrow(
      /unescaped apostrophe/,
    );
  });

  it('joins wrapped lines with one space, as moko-resources does', () => {
    const file = `<resources>
    <string name="wrapped">first
        second</string>
</resources>
`;
    expect(android.parse(file, { path: MOKO_PATH }).get('wrapped')).toBe('first second');
  });

  it('writes back byte for byte, and a changed text without aapt2 escapes', () => {
    expect(
      renderOver(android, android.parse(mihon, { path: MOKO_PATH }), 'flat', mihon, { path: MOKO_PATH }),
    ).toBe(mihon);
    const entries = android.parse(mihon, { path: MOKO_PATH });
    entries.set('onboarding_description', 'Richten wir\'s ein: "jetzt"\nZeile');
    const written = renderOver(android, entries, 'flat', mihon, { path: MOKO_PATH });
    expect(written).toContain(
      '<string name="onboarding_description">Richten wir\'s ein: "jetzt"\\nZeile</string>',
    );
    expect(android.parse(written, { path: MOKO_PATH })).toEqual(entries);
  });
});
