import { describe, expect, it } from 'vitest';
import { getFormat, renderOver } from '../src/index.ts';

const android = getFormat('android');

// Compose Multiplatform reads composeResources/values*/strings.xml with its own converter
// (XmlValuesConverterTask's handleSpecialCharacters): the element's text as it is, with only `\n`,
// `\t`, `\uXXXX` and `\\` decoded. Lines from RaccoonForFriendica
// (LiveFastEatTrashRaccoon/RaccoonForFriendica@db6b354b,
// core/l10n/src/commonMain/composeResources/values/strings.xml and values-uk/strings.xml), byte for byte.
const COMPOSE_PATH = 'core/l10n/src/commonMain/composeResources/values/strings.xml';
const raccoon = `<?xml version="1.0" encoding="utf-8" ?>
<resources>
    <string name="account_age">Account age</string>
    <string name="account_section_all">Posts &amp; Replies</string>
    <string name="login_friendica_header">I'm on Friendica</string>
    <string name="message_empty_inbox">🎉 You are all caught up! 🎉\\n\\nYou'll see new notifications in this page as soon as they arrive</string>
</resources>
`;

describe('Android strings.xml read by Compose Multiplatform (composeResources/)', () => {
  it('reads an apostrophe as text, as Compose shows it, where aapt2 would refuse the file', () => {
    const entries = android.parse(raccoon, { path: COMPOSE_PATH });
    expect(entries.get('login_friendica_header')).toBe("I'm on Friendica");
    expect(entries.get('account_section_all')).toBe('Posts & Replies');
    expect(entries.get('message_empty_inbox')).toBe(
      "🎉 You are all caught up! 🎉\n\nYou'll see new notifications in this page as soon as they arrive",
    );
    // The same file under res/ is read by aapt2, which refuses an unescaped apostrophe.
    expect(() => android.parse(raccoon, { path: 'app/src/main/res/values/strings.xml' })).toThrow(
      /unescaped apostrophe/,
    );
  });

  it('keeps quotes, backslashes before other characters and white space as written', () => {
    const file = `<resources>
    <string name="quoted">Rimuovi \\"non mi piace\\"</string>
    <string name="spaced">  two  spaces </string>
    <string name="escaped">a\\\\nb \\u00e9 \\'x\\'</string>
</resources>
`;
    const entries = android.parse(file, { path: COMPOSE_PATH });
    expect(entries.get('quoted')).toBe('Rimuovi \\"non mi piace\\"');
    expect(entries.get('spaced')).toBe('  two  spaces ');
    expect(entries.get('escaped')).toBe("a\\nb é \\'x\\'");
  });

  it('writes back byte for byte, and a changed text with Compose escapes only', () => {
    expect(
      renderOver(android, android.parse(raccoon, { path: COMPOSE_PATH }), 'flat', raccoon, {
        path: COMPOSE_PATH,
      }),
    ).toBe(raccoon);
    const entries = android.parse(raccoon, { path: COMPOSE_PATH });
    entries.set('login_friendica_header', 'Я на "Friendica"\nдруга\\рядок');
    entries.set('new_key', "L'app");
    const written = renderOver(android, entries, 'flat', raccoon, { path: COMPOSE_PATH });
    expect(written).toContain(
      '<string name="login_friendica_header">Я на "Friendica"\\nдруга\\\\рядок</string>',
    );
    expect(written).toContain('<string name="new_key">L\'app</string>');
    expect(android.parse(written, { path: COMPOSE_PATH })).toEqual(entries);
  });

  it('writes a new file for Compose without aapt2 escapes', () => {
    const written = android.serialize(new Map([['greeting', 'It\'s "ok" @home']]), {
      structure: 'flat',
      path: 'composeApp/src/commonMain/composeResources/values-de/strings.xml',
    });
    expect(written).toContain('<string name="greeting">It\'s "ok" @home</string>');
  });
});
