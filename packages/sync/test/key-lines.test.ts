import { describe, expect, it } from 'vitest';
import { lineOfKey, lineOfProblem } from '../src/report/key-lines.ts';

describe('lineOfKey', () => {
  it('finds a key as each format writes it', () => {
    expect(lineOfKey('{\n  "a": "x",\n  "greet": "Hi {name}"\n}\n', 'greet')).toBe(3);
    expect(lineOfKey('{\n  "home": {\n    "title": "T",\n    "greet": "G"\n  }\n}\n', 'home.greet')).toBe(4);
    expect(lineOfKey('{\n  "Hello. Bye.": "x"\n}\n', 'Hello. Bye.')).toBe(2);
    expect(lineOfKey('de:\n  home:\n    title: T\n    greet: "G"\n', 'de.home.greet')).toBe(4);
    expect(lineOfKey('# c\na=1\ngreet = Hi\n', 'greet')).toBe(3);
    expect(lineOfKey('/* c */\n"a" = "x";\n"greet" = "Hi";\n', 'greet')).toBe(3);
    expect(lineOfKey('<resources>\n  <string name="greet">Hi</string>\n</resources>\n', 'greet')).toBe(2);
    expect(lineOfKey('msgid ""\nmsgstr ""\n\nmsgid "greet"\nmsgstr "Hi"\n', 'greet')).toBe(4);
  });

  it("finds a plural form or variation at its string's line", () => {
    expect(
      lineOfKey('<resources>\n  <plurals name="items">\n    <item quantity="one">x</item>\n', 'items[one]'),
    ).toBe(2);
    const catalog = '{\n  "sourceLanguage" : "en",\n  "strings" : {\n    "%lld files" : {\n';
    expect(lineOfKey(catalog, '%lld files[one]')).toBe(4);
    expect(lineOfKey(catalog, 'label[device:mac][one]')).toBeUndefined();
  });

  it("points a missing plural form at its string, never at another string's form (Element Web)", () => {
    // element-hq/element-web src/i18n/strings/cs.json (matrix-org/matrix-react-sdk@HEAD): Czech lacks
    // `few` of a11y.n_unread_messages; the warning pointed at devtools' `"few": ""` 750 lines below.
    const cs =
      '{\n    "a11y": {\n        "n_unread_messages": {\n            "other": "%(count)s nepřečtených zpráv.",\n            "one": "Nepřečtená zpráva."\n        },\n        "room_name": "Místnost %(name)s"\n    },\n    "devtools": {\n        "room_unread_status_count": {\n            "one": "x",\n            "few": "",\n            "other": "y"\n        }\n    }\n}\n';
    expect(lineOfKey(cs, 'a11y.n_unread_messages.few')).toBe(3);
    expect(lineOfKey(cs, 'devtools.room_unread_status_count.few')).toBe(12);
    expect(lineOfKey(cs, 'a11y.room_name')).toBe(7);
    expect(lineOfKey(cs, 'a11y.missing')).toBeUndefined();
    const yaml = 'de:\n  items:\n    one: 1\n  other_items:\n    few: 2\n';
    expect(lineOfKey(yaml, 'items.few')).toBe(2);
  });

  it('does not take a value for a key, and says nothing when the key is not written', () => {
    expect(lineOfKey('{\n  "a": "greet",\n  "greet": "x"\n}\n', 'greet')).toBe(3);
    expect(lineOfKey('{\n  "a": "x"\n}\n', 'missing')).toBeUndefined();
  });

  it('reads the key a problem names', () => {
    expect(
      lineOfProblem('{\n  "greet": "Hallo"\n}\n', 'key "greet": placeholder {name} of the source is missing'),
    ).toBe(2);
    expect(lineOfProblem('{}', 'something else')).toBeUndefined();
  });
  it('answers for each text it is given, one after another, and finds escaped spellings', () => {
    const first = '{\n  "a": "x",\n  "b": "y"\n}\n';
    const second = 'b=1\na=2\n';
    expect(lineOfKey(first, 'b')).toBe(3);
    expect(lineOfKey(second, 'b')).toBe(1);
    expect(lineOfKey(first, 'a')).toBe(2);
    expect(lineOfKey(second, 'a')).toBe(2);
    expect(lineOfKey('{\n  "x": 1,\n  "say \\"hi\\"": "2"\n}\n', 'say "hi"')).toBe(3);
    expect(lineOfKey('<TS>\n  <string name="a&amp;b">x</string>\n</TS>\n', 'a&b')).toBe(2);
  });
});
