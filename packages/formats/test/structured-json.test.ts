import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { comparePlaceholders } from '../src/checks/placeholders.ts';
import {
  type Entries,
  type FormatWarning,
  formatInfoForPath,
  getFormat,
  loadFormats,
  renderOver,
  type TranslationFormat,
} from '../src/index.ts';
import { captureError } from './helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// saleor/saleor-dashboard, test/fixtures/SOURCES.md: Transifex STRUCTURED_JSON (its .tx/config)
const source = readFileSync(path.join(here, 'fixtures/saleor-dashboard/locale/defaultMessages.json'), 'utf8');
const german = readFileSync(path.join(here, 'fixtures/saleor-dashboard/locale/de.json'), 'utf8');

let sj: TranslationFormat;
beforeAll(async () => {
  await loadFormats(['structured-json']);
  sj = getFormat('structured-json');
});

describe('structured-json (Transifex structured JSON)', () => {
  it('is named by a files entry only: a .json stays JSON by its path', () => {
    expect(formatInfoForPath('locale/de.json')?.name).toBe('json');
  });

  it("reads Saleor dashboard's files: each message's text is its string, its context a note", () => {
    const warnings: FormatWarning[] = [];
    const en = sj.parse(source, { warn: (w) => warnings.push(w) });
    expect(en.size).toBe(4549);
    expect(en.get('++8ZWj')).toBe('Requested');
    expect(en.get('+23eZr')).toBe('{quantity} units per variant');
    expect([...en.values()].filter((t) => t === 'Transaction event status - requested')).toEqual([]);
    const de = sj.parse(german, { warn: (w) => warnings.push(w) });
    expect(de.get('0opVvi')).toBe('{amount, plural,one {Eins bestellet} other {{amount} bestellt}}');
    expect(warnings).toEqual([]);
    // ICU placeholders, plurals included, as react-intl reads them.
    expect(comparePlaceholders('Hello, {userName}', 'Hallo', { format: 'structured-json' })).toEqual([
      { placeholder: '{userName}', kind: 'missing' },
    ]);
  });

  it('leaves the files byte for byte, and an edit changes only its string in the one-line file', () => {
    for (const content of [source, german])
      expect(renderOver(sj, sj.parse(content), 'flat', content)).toBe(content);
    const before = sj.parse(german);
    const edited: Entries = new Map(before).set('PRXpBm', 'Bestellung stornieren');
    const out = renderOver(sj, edited, 'flat', german);
    expect(out).toBe(german.replace('"string":"Bestellung abbrechen"', '"string":"Bestellung stornieren"'));
    // A removed message goes whole; a new one follows the last with the source's context first.
    const fewer: Entries = new Map(before);
    fewer.delete('PRXpBm');
    const missing = [...sj.parse(source).keys()].find((k) => !before.has(k)) as string;
    fewer.set(missing, 'Angefordert');
    const written = renderOver(sj, fewer, 'flat', german, { template: source });
    expect([...sj.parse(written)]).toEqual([...fewer]);
    expect(written.startsWith('{"ll2dE6":')).toBe(true);
    expect(
      written.endsWith(
        `,"${missing}":{"context":"Transaction event status - requested","string":"Angefordert"}}`,
      ),
    ).toBe(true);
  });

  it("writes a new translation as the source's messages, their notes kept, as Transifex does", () => {
    const entries: Entries = new Map([
      ['++8ZWj', 'Angefordert'],
      ['+23eZr', '{quantity} Einheiten pro Variante'],
    ]);
    expect(sj.serialize(entries, { structure: 'flat', template: source })).toBe(
      '{\n  "++8ZWj": {\n    "context": "Transaction event status - requested",\n    "string": "Angefordert"\n  },\n  "+23eZr": {\n    "context": "bulk publish confirm single stock quantity",\n    "string": "{quantity} Einheiten pro Variante"\n  }\n}\n',
    );
    // Without a source: {"string"} objects only.
    expect(sj.serialize(new Map([['a', 'x']]), { structure: 'flat' })).toBe(
      '{\n  "a": {\n    "string": "x"\n  }\n}\n',
    );
  });

  it('reads nested groups as dotted keys, keeps developer_comment and character_limit, refuses the rest', () => {
    const nested =
      '{\n  "menu": {\n    "save": {\n      "string": "Save",\n      "developer_comment": "button",\n      "character_limit": 12\n    }\n  },\n  "menu.open": {\n    "string": "Open"\n  }\n}\n';
    expect([...sj.parse(nested)]).toEqual([
      ['menu.save', 'Save'],
      ['menu.open', 'Open'],
    ]);
    const out = renderOver(
      sj,
      new Map([
        ['menu.save', 'Sichern'],
        ['menu.open', 'Öffnen'],
      ]),
      'flat',
      nested,
    );
    expect(out).toBe(nested.replace('"Save"', '"Sichern"').replace('"Open"', '"Öffnen"'));
    // Removing the group's only message removes the group.
    expect(renderOver(sj, new Map([['menu.open', 'Open']]), 'flat', nested)).toBe(
      '{\n  "menu.open": {\n    "string": "Open"\n  }\n}\n',
    );
    for (const [content, why] of [
      ['{\n  "a": "text"\n}', 'line 2: key "a" is a string, not {"string": "…"}'],
      ['{\n  "a": {"string": 1}\n}', 'line 2: key "a" has a "string" that is not a text'],
      ['{\n  "a": {"b": {"string": "x"}},\n  "a.b": {"string": "y"}\n}', 'is also the key of line 2'],
    ] as const) {
      expect(captureError(() => sj.parse(content)).message).toContain(why);
    }
  });
});
