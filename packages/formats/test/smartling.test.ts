import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPlaceholders, comparePlaceholders } from '../src/checks/placeholders.ts';
import {
  type Entries,
  type FormatWarning,
  formatInfoForPath,
  getFormat,
  loadFormats,
  renderOver,
  type TranslationFormat,
} from '../src/index.ts';
import { captureError, roundTrips } from './helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// signalapp/Signal-Desktop, test/fixtures/SOURCES.md: the sticker creator's Smartling JSON, the
// English source as Signal writes it, the German as Smartling delivers it (`"key" : "value"`).
const locales = path.join(here, 'fixtures/signal-desktop/sticker-creator/src/assets/locales');
const english = readFileSync(path.join(locales, 'en/messages.json'), 'utf8');
const german = readFileSync(path.join(locales, 'de/messages.json'), 'utf8');

/** Signal Desktop's directives, on one member each. */
const DIRECTIVES =
  '"smartling": {"placeholder_format_custom": "(\\\\$.+?\\\\$)", "string_format_paths": "icu: [*/messageformat]", ' +
  '"translate_paths": [{"path": "*/messageformat", "key": "{*}/messageformat", "instruction": "*/description"}]}';

let sm: TranslationFormat;
beforeAll(async () => {
  await loadFormats(['smartling']);
  sm = getFormat('smartling');
});

describe('smartling (Smartling JSON with inline directives)', () => {
  it("is named by a files entry only: a _locales/ path stays Chrome's", () => {
    expect(formatInfoForPath('_locales/de/messages.json')?.name).toBe('chrome');
    expect(formatInfoForPath('locale/de.json')?.name).toBe('json');
  });

  it("reads Signal Desktop's files as their translate_paths say: messageformat and message are texts, descriptions are not", () => {
    const warnings: FormatWarning[] = [];
    const en = sm.parse(english, { warn: (w) => warnings.push(w) });
    expect(en.size).toBe(88);
    expect(en.has('smartling')).toBe(false);
    expect(en.get('index--title')).toBe('Sticker Art Creator');
    expect(en.get('icu:StickerCreator--Toasts--imagesAdded')).toBe(
      '{count, plural, one {1 image} other {# images}} added',
    );
    expect([...en.values()]).not.toContain('A title of SignIn page');
    const de = sm.parse(german, { warn: (w) => warnings.push(w) });
    expect(de.size).toBe(80);
    expect(de.get('minutesAgo')).toBe('$minutes$ Min.');
    expect(warnings).toEqual([]);
  });

  it('leaves the files byte for byte, and an edit changes only its text', () => {
    for (const content of [english, german]) {
      expect(renderOver(sm, sm.parse(content), 'flat', content)).toBe(content);
    }
    const before = sm.parse(german);
    const edited: Entries = new Map(before).set('icu:SignIn--body', 'Neu: {name}');
    expect(renderOver(sm, edited, 'flat', german)).toBe(
      german.replace(/"messageformat" : "Genau wie[^"]*"/, '"messageformat" : "Neu: {name}"'),
    );
  });

  it("adds a missing key as the source's message (its field and description), and drops a removed one whole", () => {
    const before = sm.parse(german);
    const next: Entries = new Map(before);
    next.delete('cancel');
    next.set('StickerCreator--DropStage--import--button', 'Importieren');
    const out = renderOver(sm, next, 'flat', german, { template: english });
    expect(out).not.toContain('"cancel"');
    expect(out).toContain(
      '"StickerCreator--DropStage--import--button" : {\n    "message" : "Importieren",\n    "description" : "Button that imports a sticker pack from the entered link"\n  }\n}\n',
    );
    expect(sm.parse(out)).toEqual(next);
    expect(out.startsWith(german.slice(0, german.indexOf('"index--title"')))).toBe(true);
  });

  it('writes a new translation as the source file: its directives and descriptions, the translations as texts', () => {
    const texts: Entries = new Map([
      ['SignIn--title', 'Erstelle ein Sticker-Set'],
      ['icu:SignIn--body', 'Genau wie alles andere'],
    ]);
    const out = renderOver(sm, texts, 'flat', undefined, { template: english });
    expect(out).toBe(
      `${english.slice(0, english.indexOf('  "index--title"'))}  "SignIn--title": {\n    "message": "Erstelle ein Sticker-Set",\n    "description": "A title of SignIn page"\n  },\n  "icu:SignIn--body": {\n    "messageformat": "Genau wie alles andere",\n    "description": "A body of SignIn page"\n  }\n}\n`,
    );
    // From nothing: Signal's directives, each text a messageformat.
    const fresh = roundTrips(sm, texts);
    expect(fresh).toContain('"translate_paths": [');
    expect(sm.parse(fresh)).toEqual(texts);
  });

  it("checks placeholders as Smartling reads them: ICU arguments, and $name$ by Signal's custom pattern", () => {
    const source = sm.parse(english);
    const translation: Entries = new Map([
      ['minutesAgo', '$minuten$ Min.'],
      ['StickerCreator--UploadStage-uploaded', '$count$ von $total$ hochgeladen'],
      ['icu:StickerCreator--Toasts--imagesAdded', '{n, plural, one {1 Bild} other {# Bilder}}'],
    ]);
    expect(checkPlaceholders(source, translation, { format: 'smartling' })).toEqual([
      { key: 'minutesAgo', placeholder: '$minutes$', kind: 'missing' },
      { key: 'minutesAgo', placeholder: '$minuten$', kind: 'extra' },
      { key: 'icu:StickerCreator--Toasts--imagesAdded', placeholder: '{count}', kind: 'missing' },
      { key: 'icu:StickerCreator--Toasts--imagesAdded', placeholder: '{n}', kind: 'extra' },
    ]);
    // An apostrophe quotes ICU syntax, as in every ICU library Signal's messages go through.
    expect(comparePlaceholders("'{name}' {n}", 'x {n}', { format: 'smartling' })).toEqual([]);
    // printf is no placeholder of these files.
    expect(comparePlaceholders('100%s', '100', { format: 'smartling' })).toEqual([]);
  });

  it('refuses directives it does not follow, naming them, rather than guessing what is a text', () => {
    const file = (directives: string) =>
      `{\n  "smartling": {${directives}},\n  "a": {"messageformat": "A"}\n}\n`;
    const cases: Array<[string, RegExp]> = [
      ['"sl_translate": "sl_all"', /directive "sl_translate" is not supported/],
      [
        '"translate_paths": {"path": "*/text/value", "key": "{*}/text/value"}',
        /translate path "\*\/text\/value" is not supported/,
      ],
      ['"translate_paths": {"path": "*/messageformat"}', /must be keyed by its member's name .* no key/],
      [
        '"translate_paths": {"path": "*/messageformat", "key": ["{*}/messageformat", "*/title"]}',
        /compound key, is not supported/,
      ],
      [
        '"translate_paths": {"path": "*/messageformat", "key": "{*}/messageformat"}, "placeholder_format_custom": "\\\\{\\\\d+\\\\}"',
        /placeholder_format_custom" .* is not supported/,
      ],
      [
        '"translate_paths": {"path": "*/messageformat", "key": "{*}/messageformat"}, "string_format_paths": "html: [*/messageformat]"',
        /string_format_paths" .* is not supported/,
      ],
      [
        '"translate_paths": {"path": "*/messageformat", "key": "{*}/messageformat"}, "source_key_paths": "/{id}/messageformat"',
        /source_key_paths" .* is not supported/,
      ],
      ['"variants_enabled": true', /names no "translate_paths"/],
    ];
    for (const [directives, message] of cases) {
      expect(captureError(() => sm.parse(file(directives))).message).toMatch(message);
    }
    expect(captureError(() => sm.parse('{"a": {"messageformat": "A"}}')).message).toMatch(
      /opens with a "smartling" member .* read it in the json format/,
    );
    // A message holding both fields would be two strings under one key.
    const both = `{${DIRECTIVES.replace(']}', ', {"path": "*/message", "key": "{*}/message"}]}')}, "a": {"messageformat": "A", "message": "B"}}`;
    expect(captureError(() => sm.parse(both)).message).toMatch(/holds both "messageformat" and "message"/);
    // What it does follow: a single block, variants_enabled, source_key_paths naming the member.
    const accepted = `{"smartling": {"translate_paths": {"path": "/*/messageformat", "key": "{*}/messageformat"}, "variants_enabled": "true", "source_key_paths": ["{*}/messageformat"]}, "a": {"messageformat": "A", "description": "d"}, "b": "not a message"}`;
    expect(sm.parse(accepted)).toEqual(new Map([['a', 'A']]));
    expect(renderOver(sm, new Map([['a', 'B']]), 'flat', accepted)).toBe(accepted.replace('"A"', '"B"'));
    // The directives' own member is no key a message can have.
    expect(
      captureError(() => renderOver(sm, new Map([['smartling', 'x']]), 'flat', accepted)).message,
    ).toMatch(/key "smartling" cannot be a message/);
  });

  it('keeps the JSON budgets: nesting and key length', () => {
    const deep = `{${DIRECTIVES}, "a": ${'['.repeat(150)}${']'.repeat(150)}}`;
    expect(captureError(() => sm.parse(deep)).message).toMatch(/LIMITS\.maxDepth/);
    const long = `{${DIRECTIVES}, "${'k'.repeat(9000)}": {"messageformat": "x"}}`;
    expect(captureError(() => sm.parse(long)).message).toMatch(/LIMITS\.maxKeyLength/);
  });
});
