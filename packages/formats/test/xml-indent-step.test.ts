// New elements nested in a new element take the file's own indentation step: a stringsdict Crowdin
// wrote with two spaces gets no tab, a `.resx` or Qt `.ts` indented with tabs gets no spaces.
import { describe, expect, it } from 'vitest';
import { getFormat, renderOver } from '../src/index.ts';

/** The lines `after` has that `before` has not, between their common first and last lines. */
function addedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  return b.slice(start, endB);
}

function add(format: string, existing: string, added: Array<[string, string]>): string[] {
  const f = getFormat(format);
  const entries = new Map([...f.parse(existing), ...added]);
  return addedLines(existing, renderOver(f, entries, 'flat', existing));
}

describe('stringsdict laid out with two spaces', () => {
  // mastodon/mastodon-ios, Localization/StringsConvertor/input/de.lproj/Localizable.stringsdict (first entry).
  const crowdin = `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
  <dict>
    <key>a11y.plural.count.unread.notification</key>
    <dict>
      <key>NSStringLocalizedFormatKey</key>
      <string>%#@notification_count_unread_notification@</string>
      <key>notification_count_unread_notification</key>
      <dict>
        <key>NSStringFormatSpecTypeKey</key>
        <string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key>
        <string>ld</string>
        <key>one</key>
        <string>1 ungelesene Benachrichtigung</string>
        <key>other</key>
        <string>%ld ungelesene Benachrichtigungen</string>
      </dict>
    </dict>
  </dict>
</plist>
`;

  it('adds an entry with two spaces a level', () => {
    expect(
      add('stringsdict', crowdin, [
        ['plural.count.post[one]', '1 Beitrag'],
        ['plural.count.post[other]', '%ld Beiträge'],
      ]),
    ).toEqual([
      '    <key>plural.count.post</key>',
      '    <dict>',
      '      <key>NSStringLocalizedFormatKey</key>',
      '      <string>%#@COUNT@</string>',
      '      <key>COUNT</key>',
      '      <dict>',
      '        <key>NSStringFormatSpecTypeKey</key>',
      '        <string>NSStringPluralRuleType</string>',
      '        <key>NSStringFormatValueTypeKey</key>',
      '        <string>ld</string>',
      '        <key>one</key>',
      '        <string>1 Beitrag</string>',
      '        <key>other</key>',
      '        <string>%ld Beiträge</string>',
      '      </dict>',
      '    </dict>',
    ]);
  });

  it('reports two spaces as its indentation, and a new file written with it has no tab', () => {
    const stringsdict = getFormat('stringsdict');
    const indent = stringsdict.detectStyle(crowdin).indent;
    expect(indent).toBe('  ');
    const fresh = stringsdict.serialize(new Map([['title', 'Titel']]), {
      structure: 'flat',
      style: { indent },
    });
    expect(fresh).toContain('\n  <key>title</key>\n  <dict>\n    <key>NSStringLocalizedFormatKey</key>\n');
    expect(fresh).not.toContain('\t');
  });

  it('still writes a new file with tabs, as Xcode does, when no spacing is given', () => {
    const fresh = getFormat('stringsdict').serialize(new Map([['title', 'Titel']]), { structure: 'flat' });
    expect(fresh).toContain('\n\t<key>title</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n');
  });
});

describe('.resx indented with tabs', () => {
  const tabs =
    '<?xml version="1.0" encoding="utf-8"?>\n<root>\n\t<data name="Open" xml:space="preserve">\n\t\t<value>Öffnen</value>\n\t</data>\n</root>\n';

  it('adds a <data> whose <value> is one tab deeper', () => {
    expect(add('resx', tabs, [['Close', 'Schließen']])).toEqual([
      '\t<data name="Close" xml:space="preserve">',
      '\t\t<value>Schließen</value>',
      '\t</data>',
    ]);
  });

  it('keeps two spaces in a file Visual Studio wrote', () => {
    const spaces = tabs.replaceAll('\t', '  ');
    expect(add('resx', spaces, [['Close', 'Schließen']])).toEqual([
      '  <data name="Close" xml:space="preserve">',
      '    <value>Schließen</value>',
      '  </data>',
    ]);
  });
});

describe('Qt .ts indented with tabs', () => {
  const tabs =
    '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="de">\n<context>\n\t<name>MainWindow</name>\n\t<message>\n\t\t<source>Open</source>\n\t\t<translation>Öffnen</translation>\n\t</message>\n</context>\n</TS>\n';

  it('adds a new context with tabs, not lupdate’s four spaces', () => {
    expect(add('qt', tabs, [['Dialog\u0004Close', 'Schließen']])).toEqual([
      '<context>',
      '\t<name>Dialog</name>',
      '\t<message>',
      '\t\t<source>Close</source>',
      '\t\t<translation>Schließen</translation>',
      '\t</message>',
      '</context>',
    ]);
  });
});
