import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparePlaceholders } from '../src/checks/placeholders.ts';
import { type Entries, formatInfoForPath, getFormat, renderOver } from '../src/index.ts';
import { captureError } from './helpers.ts';

const vscode = getFormat('vscode');
const here = path.dirname(fileURLToPath(import.meta.url));
// microsoft/vscode-cpptools, test/fixtures/SOURCES.md
const cpptools = readFileSync(path.join(here, 'fixtures/vscode-cpptools/Extension/package.nls.json'), 'utf8');

describe('vscode (VS Code extension NLS files)', () => {
  it('owns package.nls[.<locale>].json and bundle.l10n[.<locale>].json by their names; other .json stay JSON', () => {
    for (const file of [
      'package.nls.json',
      'package.nls.de.json',
      'Extension/package.nls.zh-cn.json',
      'l10n/bundle.l10n.json',
      'l10n/bundle.l10n.pt-br.json',
    ]) {
      expect(formatInfoForPath(file)?.name, file).toBe('vscode');
    }
    expect(formatInfoForPath('package.json')?.name).toBe('json');
    expect(formatInfoForPath('locales/de.json')?.name).toBe('json');
    // vscode-nls-dev's translations, in a folder per language under i18n/.
    for (const file of [
      'Extension/i18n/deu/package.i18n.json',
      'i18n/chs/src/LanguageServer/localization.i18n.json',
    ]) {
      expect(formatInfoForPath(file)?.name, file).toBe('vscode');
    }
    // Meteor's universe:i18n `i18n/en.i18n.json` (nested) and a language pack's `main.i18n.json` are not.
    expect(formatInfoForPath('packages/app/i18n/en.i18n.json')?.name).toBe('json');
    expect(formatInfoForPath('translations/main.i18n.json')?.name).toBe('json');
  });

  it("reads vscode-nls-dev's i18n files past their comment header and keeps it byte for byte", () => {
    const deu = readFileSync(
      path.join(here, 'fixtures/vscode-cpptools/Extension/i18n/deu/package.i18n.json'),
      'utf8',
    );
    const chs = readFileSync(
      path.join(
        here,
        'fixtures/vscode-cpptools/Extension/i18n/chs/src/LanguageServer/localization.i18n.json',
      ),
      'utf8',
    );
    expect(deu.startsWith('/*----')).toBe(true);
    const german = vscode.parse(deu, { warn: (w) => expect.fail(w.message) });
    expect(german.get('c_cpp.command.configurationSelect.title')).toBe('Konfiguration auswählen...');
    // Every key of the German file is a key of the source package.nls.json.
    const source = vscode.parse(cpptools);
    expect([...german.keys()].filter((k) => !source.has(k))).toEqual([]);
    expect([...vscode.parse(chs)]).toEqual([['c.cpp.symbolscope.separator', '{0}，{1}']]);
    for (const content of [deu, chs])
      expect(renderOver(vscode, vscode.parse(content), 'flat', content)).toBe(content);
    // An edit changes its line only; the header, the tabs and the other lines stay.
    const edited = new Map(german).set('c_cpp.command.configurationSelect.title', 'Konfiguration wählen …');
    const out = renderOver(vscode, edited, 'flat', deu);
    const a = deu.split('\n');
    const b = out.split('\n');
    expect(b.filter((line, i) => line !== a[i])).toEqual([
      '\t"c_cpp.command.configurationSelect.title": "Konfiguration wählen …",',
    ]);
    // A new key follows the last, indented with the file's tab.
    const more = renderOver(vscode, new Map(vscode.parse(chs)).set('c.cpp.new', '新'), 'flat', chs);
    expect(more).toBe(chs.replace('"{0}，{1}"\n}', '"{0}，{1}",\n\t"c.cpp.new": "新"\n}'));
    // Comments anywhere else are refused, as in JSON.
    expect(captureError(() => vscode.parse('{\n  // no\n  "a": "b"\n}')).message).toContain('comment');
  });

  it("reads vscode-cpptools' package.nls.json as VS Code does: a {message, comment} object is its message", () => {
    const entries = vscode.parse(cpptools, { warn: (w) => expect.fail(w.message) });
    expect(entries.size).toBe(456);
    expect(entries.get('c_cpp.configuration.maxConcurrentThreads.markdownDescription')).toBe(
      'The maximum number of concurrent threads to use for language service processing. The value is a hint and may not always be used. The default of `null` (empty) uses the number of logical processors available.',
    );
    expect(entries.get('c_cpp.subheaders.formatting.title')).toBe('Formatting');
    // The comments are notes to translators, never texts (read as JSON, they were: a translation's
    // plain string for the same key was refused as "not in the source").
    expect([...entries.keys()].filter((k) => /\.(message|comment)(\.|$)/.test(k))).toEqual([]);
    expect([...entries.values()].filter((t) => t.includes('should not be translated'))).toEqual([]);
  });

  it('refuses what VS Code cannot read, naming the key and line', () => {
    for (const [content, why] of [
      ['{\n  "a": ["x"]\n}', 'line 2: key "a" is an array'],
      ['{\n  "a": {"comment": ["x"]}\n}', 'line 2: key "a" is an object without a string "message"'],
      [
        '{\n  "a": {"message": "x", "comment": [1]}\n}',
        'line 2: key "a" has a "comment" that is not a string',
      ],
      ['["a"]', 'must hold a JSON object'],
    ] as const) {
      expect(captureError(() => vscode.parse(content)).message).toContain(why);
    }
  });

  it('rewrites in place: a commented text changes only its message line, the comment kept', () => {
    const before = vscode.parse(cpptools);
    expect(renderOver(vscode, before, 'flat', cpptools)).toBe(cpptools);
    const keys = [...before.keys()];
    const text = fc.constantFrom('a', 'Grüße "x" \\ {0}', '日本', '\n', '`null`');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: keys.length - 1 }), text, (index, value) => {
        const key = keys[index] as string;
        const edited: Entries = new Map(before).set(key, value);
        const out = renderOver(vscode, edited, 'flat', cpptools);
        expect([...vscode.parse(out)]).toEqual([...edited]);
        const a = cpptools.split('\n');
        const b = out.split('\n');
        expect(b).toHaveLength(a.length);
        expect(b.filter((line, i) => line !== a[i])).toHaveLength(before.get(key) === value ? 0 : 1);
      }),
      { numRuns: 60 },
    );
    // A key removed goes whole, with its comment; a new one follows the last as a string.
    const fewer: Entries = new Map(before);
    fewer.delete('c_cpp.configuration.maxConcurrentThreads.markdownDescription');
    fewer.set('c_cpp.new', 'Neu {0}');
    const out = renderOver(vscode, fewer, 'flat', cpptools);
    expect([...vscode.parse(out)]).toEqual([...fewer]);
    expect(out).not.toContain('"c_cpp.configuration.maxConcurrentThreads.markdownDescription"');
    expect(out.endsWith('    "c_cpp.new": "Neu {0}"\n}\n')).toBe(true);
  });

  it('writes a translation as strings, indented as the source is', () => {
    const german = new Map([
      ['c_cpp.subheaders.formatting.title', 'Formatierung'],
      ['c_cpp.configuration.maxConcurrentThreads.markdownDescription', 'Die maximale Anzahl …'],
    ]);
    const { indent, trailingNewline } = vscode.detectStyle(cpptools);
    const written = renderOver(vscode, german, 'flat', undefined, {
      newFileStyle: {
        ...(indent !== undefined && { indent }),
        ...(trailingNewline !== undefined && { trailingNewline }),
      },
    });
    expect(written).toBe(
      '{\n    "c_cpp.subheaders.formatting.title": "Formatierung",\n    "c_cpp.configuration.maxConcurrentThreads.markdownDescription": "Die maximale Anzahl …"\n}\n',
    );
  });

  it("compares VS Code's {0} placeholders", () => {
    expect(comparePlaceholders('Open {0} in {1}', 'Öffne {0} in {1}', { format: 'vscode' })).toEqual([]);
    expect(comparePlaceholders('Open {0}', 'Öffnen', { format: 'vscode' })).toEqual([
      { placeholder: '{0}', kind: 'missing' },
    ]);
  });
});
