// Hostile inputs of the third pass: each is answered (read, or refused naming the file's line) in
// time linear in its size. Inputs are sized so that the code before took more CPU than vitest's
// default timeout of five seconds, or overflowed the stack.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { icuListOf } from '../src/formats/smartling/directives.ts';
import { getFormat, loadFormats } from '../src/index.ts';
import { captureError } from './helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const RUN = 200_000;

describe('Smartling JSON: string_format_paths padded with a run of spaces', () => {
  // signalapp/Signal-Desktop's sticker creator, English source (test/fixtures/SOURCES.md).
  const english = readFileSync(
    path.join(here, 'fixtures/signal-desktop/sticker-creator/src/assets/locales/en/messages.json'),
    'utf8',
  );
  const withIcu = (value: string): string =>
    english.replace('"icu: [*/messageformat]"', JSON.stringify(value));
  beforeAll(() => loadFormats(['smartling']));

  it('is read when the spaces surround the list', () => {
    const pad = ' '.repeat(RUN);
    const entries = getFormat('smartling').parse(withIcu(`${pad}icu${pad}:${pad}[*/messageformat]${pad}`), {
      path: 'en/messages.json',
    });
    expect(entries.size).toBeGreaterThan(10);
  });

  it('is refused, naming its line, when something follows the list after them', () => {
    const error = captureError(() =>
      getFormat('smartling').parse(withIcu(`icu:${' '.repeat(RUN)}]x`), { path: 'en/messages.json' }),
    );
    expect(error.message).toMatch(/^line 4: "string_format_paths" ".*" is not supported/);
  });

  it('reads the list as the pattern it replaced did', () => {
    const ICU_PATHS = /^\s*icu\s*:\s*\[?([^\]]*)\]?\s*$/i;
    const text = fc.string({
      unit: fc.constantFrom('icu', 'ICU', ' ', '\t', ':', '[', ']', '*/m', ',', 'x'),
      maxLength: 12,
    });
    fc.assert(
      fc.property(text, (value) => {
        expect(icuListOf(value)).toBe(ICU_PATHS.exec(value)?.[1]);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('ten million blank lines (LIMITS.maxLines)', () => {
  // rails-i18n's ru.yml with the blank lines after its first line: the yaml library spent 128 s on
  // such a file. Every format's input meets the budget before its parser runs.
  const ru = readFileSync(
    path.join(here, '../../../../shared/corpus/rails-i18n/rails/locale/ru.yml'),
    'utf8',
  );
  const padded = (text: string, breaks: string): string => {
    const first = text.indexOf('\n') + 1;
    return text.slice(0, first) + breaks.repeat(10_000_000) + text.slice(first);
  };
  beforeAll(() => loadFormats(['yaml', 'go-i18n']));

  it.each([
    ['\\n', '\n'],
    ['\\r\\n', '\r\n'],
    ['a lone \\r', '\r'],
  ])('of %s are refused before the YAML parse, naming the limit and the line past it', (_, breaks) => {
    const error = captureError(() =>
      getFormat('yaml').parse(padded(ru, breaks), { path: 'ru.yml', locale: 'ru' }),
    );
    expect(error.message).toBe(
      'the file has more than 1,000,000 lines (LIMITS.maxLines); split it into several files',
    );
    expect(error.line).toBe(1_000_001);
  });

  it('are refused in an existing file a pull writes over', () => {
    const existing = padded(ru, '\n');
    const error = captureError(() =>
      getFormat('yaml').serializeOver?.(new Map([['date.order[0]', 'day']]), existing, {
        structure: 'nested',
        locale: 'ru',
      }),
    );
    expect(error.line).toBe(1_000_001);
  });
});

describe('XML formats given a DOCTYPE declaring entities (billion laughs, an external entity)', () => {
  const doctype =
    '<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd"><!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>';
  const files: [string, string, string][] = [
    [
      'xliff',
      `<xliff version="1.2"><file source-language="en" target-language="de"><body><trans-unit id="a"><source>s</source><target>&c;&x;</target></trans-unit></body></file></xliff>`,
      'a',
    ],
    ['android', `<resources><string name="a">&c;&x;</string></resources>`, 'a'],
    ['resx', `<root><data name="a"><value>&c;&x;</value></data></root>`, 'a'],
    [
      'qt',
      `<TS version="2.1" language="de"><context><name>c</name><message><source>s</source><translation>&c;&x;</translation></message></context></TS>`,
      'c\u0004s',
    ],
    [
      'stringsdict',
      `<plist version="1.0"><dict><key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>&c;&x;</string></dict></dict></plist>`,
      'a',
    ],
  ];
  beforeAll(() => loadFormats(files.map(([name]) => name)));

  it.each(files)(
    '%s: the entities are never expanded nor fetched, their references read as written',
    (name, body, key) => {
      const entries = getFormat(name).parse(`<?xml version="1.0"?>${doctype}${body}`, {
        path: 'x',
        locale: 'de',
      });
      expect(entries.get(key)).toBe('&c;&x;');
    },
  );
});
