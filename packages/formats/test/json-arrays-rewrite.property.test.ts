import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { json } from '../src/formats/json/index.ts';
import { buildValueTree, pathOfKey } from '../src/formats/json/items.ts';
import { serializeJson } from '../src/formats/json/write.ts';
import { type Entries, renderOver } from '../src/index.ts';

/**
 * In-place rewrites of JSON files with arrays (slang's lists): over files of any layout, what is
 * written reads back as the entries asked for and writing it again changes nothing; over LocalSend's
 * real files (test/fixtures/localsend, see SOURCES.md), an edit changes only the edited items' lines
 * and a list grown or shrunk touches only its own lines.
 */

const name = fc.constantFrom('a', 'b', 'c', '__proto__', 'x y', 'é');
const segment = fc.tuple(name, fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }));
const key = fc
  .array(segment, { minLength: 1, maxLength: 3 })
  .map((parts) => parts.map(([n, indexes]) => n + indexes.map((i) => `[${i}]`).join('')).join('.'));
const text = fc.string({
  unit: fc.constantFrom('a', ' ', '"', '\\', '\n', '/', 'é', '😀', '\u2028', '$', '{'),
  maxLength: 6,
});
const entries = fc
  .uniqueArray(fc.tuple(key, text), { selector: ([k]) => k, maxLength: 10 })
  .map((pairs): Entries => new Map(pairs))
  .filter((e) => {
    try {
      buildValueTree(e);
      return true;
    } catch {
      return false;
    }
  });
const layout = fc.record({
  indent: fc.constantFrom('  ', '    ', '\t', ''),
  crlf: fc.boolean(),
  bom: fc.boolean(),
});

const sorted = (e: Entries) => [...e].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

describe('in-place rewrites of files with arrays, over any layout', () => {
  it('reads back what was asked, and is stable', () => {
    fc.assert(
      fc.property(entries, entries, layout, (before, after, style) => {
        let existing = serializeJson(before, {
          structure: 'nested',
          arrays: true,
          indent: style.indent || '  ',
        });
        if (style.indent === '') existing = JSON.stringify(JSON.parse(existing));
        if (style.crlf) existing = existing.replaceAll('\n', '\r\n');
        if (style.bom) existing = `\uFEFF${existing}`;
        expect(sorted(json.parse(existing))).toEqual(sorted(before));
        const out = json.serializeOver?.(after, existing, { structure: 'nested' }) as string;
        expect(sorted(json.parse(out))).toEqual(sorted(after));
        expect(json.serializeOver?.(after, out, { structure: 'nested' })).toBe(out);
        expect(out.startsWith('\uFEFF')).toBe(style.bom);
        if (existing.includes('\r\n')) expect(out.replaceAll('\r\n', '')).not.toContain('\n');
      }),
      { numRuns: 500 },
    );
  });
});

const fixtures = path.resolve(fileURLToPath(import.meta.url), '../fixtures/localsend/app/assets/i18n');

/** The 0-based lines a key's text spans in `content`, found with jsonc-parser, not our reader. */
function linesOfKey(content: string, key: string): number[] {
  const node = findNodeAtLocation(parseTree(content) as never, pathOfKey(key));
  if (!node) throw new Error(`no ${key}`);
  const first = content.slice(0, node.offset).split('\n').length - 1;
  const last = content.slice(0, node.offset + node.length).split('\n').length - 1;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

function changedLines(before: string, after: string): number[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return a.flatMap((line, i) => (line === b[i] ? [] : [i]));
}

describe.each(['en', 'fi', 'ga', 'pt-BR'])("LocalSend's %s.json", (locale) => {
  const content = readFileSync(path.join(fixtures, `${locale}.json`), 'utf8');
  const before = json.parse(content);
  const keys = [...before.keys()];
  const itemKeys = keys.filter((k) => /\]$/.test(k));

  it('changes only the lines of the texts that changed, array items or not', () => {
    const pick = fc.oneof(fc.constantFrom(...itemKeys), fc.constantFrom(...keys));
    const changes = fc.uniqueArray(fc.tuple(pick, text), {
      selector: ([k]) => k,
      minLength: 1,
      maxLength: 5,
    });
    fc.assert(
      fc.property(changes, (picked) => {
        const entries = new Map(before);
        const touched = new Set<number>();
        for (const [k, value] of picked) {
          if (before.get(k) === value) continue;
          entries.set(k, value);
          for (const line of linesOfKey(content, k)) touched.add(line);
        }
        const out = renderOver(json, entries, 'nested', content);
        expect([...json.parse(out)]).toEqual([...entries]);
        expect(changedLines(content, out).filter((line) => !touched.has(line))).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('grows a list past its end and shrinks it, touching only that list', () => {
    const lists = [...new Set(itemKeys.map((k) => k.replace(/\[\d+\]$/, '')))];
    fc.assert(
      fc.property(fc.constantFrom(...lists), fc.integer({ min: 1, max: 4 }), text, (list, n, value) => {
        const count = itemKeys.filter((k) => k.startsWith(`${list}[`)).length;
        const grown = new Map(before);
        for (let i = 0; i < n; i++) grown.set(`${list}[${count + i}]`, `${value}${i}`);
        const out = renderOver(json, grown, 'nested', content);
        expect(new Map(json.parse(out))).toEqual(grown);
        const range = linesOfKey(content, list);
        const a = content.split('\n');
        const b = out.split('\n');
        // Everything before and after the list's lines is as it was.
        expect(b.slice(0, range[0])).toEqual(a.slice(0, range[0]));
        expect(b.slice(b.length - (a.length - 1 - (range.at(-1) as number)))).toEqual(
          a.slice((range.at(-1) as number) + 1),
        );
        // And shrinking it back gives the file's own bytes.
        expect(renderOver(json, before, 'nested', out)).toBe(content);
      }),
      { numRuns: 20 },
    );
  });
});
