import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, type Node, type Pair, parseDocument } from 'yaml';
import { type Entries, getFormat, parseYaml, renderOver, type Structure } from '../src/index.ts';

const corpus = path.resolve(fileURLToPath(import.meta.url), '../../../..', '../shared/corpus');
const yaml = getFormat('yaml');

const files = [
  ...['en', 'de', 'fr', 'ru'].map((locale) => `diaspora/config/locales/diaspora/${locale}.yml`),
  ...['en', 'de', 'fr', 'ru'].map((locale) => `rails-i18n/rails/locale/${locale}.yml`),
];

/** Random text: any unicode, with what YAML treats specially over-represented. */
const text = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 6 }),
      fc.constantFrom(
        '"',
        "'",
        ':',
        ': ',
        ' #',
        '#',
        '\n',
        '\n\n',
        ' ',
        '  ',
        '\t',
        '\r\n',
        '\\',
        '- ',
        '|',
        '>',
        '&a',
        '*a',
        '!',
        '%{count}',
        'yes',
        '~',
        '3',
        '{',
        '[',
        ',',
        '\u2028',
        '\u0085',
        '\ufeff',
        'Grüße ✓ 😀',
      ),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''))
  .filter((value) => value.isWellFormed());

/** 0-based [first line, line after the last) of every entry and every mapping or list, by key. */
interface Spans {
  entries: Map<string, [number, number]>;
  collections: Map<string, [number, number]>;
  /** The keys of the collections that are lists. */
  lists: Set<string>;
}

/** The line spans of a file's entries and collections, read with the yaml package directly. */
function spansOf(content: string): Spans {
  const newlines: number[] = [];
  for (let i = 0; i < content.length; i++) if (content.charCodeAt(i) === 10) newlines.push(i);
  const lineOf = (offset: number): number => {
    let low = 0;
    let high = newlines.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((newlines[middle] as number) < offset) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const lastLine = (node: Node): number => {
    if ((isMap(node) || isSeq(node)) && !node.flow && node.items.length > 0) {
      const last = node.items[node.items.length - 1] as unknown;
      return lastLine((isMap(node) ? (last as Pair).value : last) as Node);
    }
    const [start, end] = node.range as unknown as [number, number];
    return lineOf(end > start ? end - 1 : start);
  };
  const spans: Spans = { entries: new Map(), collections: new Map(), lists: new Set() };
  const keyOf = (prefix: string, segment: string | number): string =>
    typeof segment === 'number' ? `${prefix}[${segment}]` : prefix === '' ? segment : `${prefix}.${segment}`;
  const walk = (node: Node, key: string, start: number): void => {
    const span: [number, number] = [lineOf(start), lastLine(node) + 1];
    if (isScalar(node)) spans.entries.set(key, span);
    else spans.collections.set(key, span);
    if (isMap(node)) {
      for (const pair of node.items as Pair[]) {
        const name = String((pair.key as { source?: string; value: unknown }).value);
        walk(pair.value as Node, keyOf(key, name), (pair.key as Node).range?.[0] as number);
      }
    } else if (isSeq(node)) {
      spans.lists.add(key);
      node.items.forEach((item, index) => {
        walk(item as Node, keyOf(key, index), (item as Node).range?.[0] as number);
      });
    }
  };
  const doc = parseDocument(content, { version: '1.1' });
  const root = (doc.contents as { items: Pair[] }).items[0] as Pair;
  walk(root.value as Node, '', (root.value as Node).range?.[0] as number);
  return spans;
}

/**
 * Whether `after` is `before` with only the given line slots ([from, to), 0-based, possibly empty)
 * replaced: every line outside the slots is kept, in order, and nothing is inserted elsewhere.
 */
function touchesOnly(before: string, after: string, slots: Array<[number, number]>): boolean {
  const a = before.split('\n');
  const b = after.split('\n');
  const sorted = [...slots].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const matchesAt = (fixed: string[], at: number): boolean =>
    at + fixed.length <= b.length && fixed.every((line, i) => b[at + i] === line);
  let i = 0;
  let j = 0;
  for (const [index, [from, to]] of sorted.entries()) {
    if (from < i) {
      i = Math.max(i, to);
      continue;
    }
    const fixed = a.slice(i, from);
    let k = j;
    if (index > 0) while (k <= b.length && !matchesAt(fixed, k)) k++;
    if (!matchesAt(fixed, k)) return false;
    j = k + fixed.length;
    i = Math.max(i, to);
  }
  const tail = a.slice(i);
  const k = b.length - tail.length;
  return k >= j && (sorted.length > 0 || k === 0) && matchesAt(tail, k);
}

interface Original {
  content: string;
  entries: Entries;
  structure: Structure;
  keys: string[];
  spans: Spans;
}

const originals = new Map<string, Original>();
function original(file: string): Original {
  let found = originals.get(file);
  if (!found) {
    const content = readFileSync(path.join(corpus, file), 'utf8');
    const parsed = parseYaml(content);
    found = {
      content,
      entries: parsed.entries,
      structure: parsed.structure,
      keys: [...parsed.entries.keys()],
      spans: spansOf(content),
    };
    originals.set(file, found);
  }
  return found;
}

/** Picks distinct keys by index. */
const picks = (keys: string[], indexes: number[]): string[] => [
  ...new Set(indexes.map((index) => keys[index % keys.length] as string)),
];

const runs = { numRuns: 40 };

describe.skipIf(!existsSync(corpus))('YAML rewrites over the corpus (corpus at ../shared/corpus)', () => {
  it.each(files)('%s: parses, and a rewrite with the same texts is byte-identical', (file) => {
    const { content, entries, structure } = original(file);
    expect(entries.size).toBeGreaterThan(100);
    expect(renderOver(yaml, yaml.parse(content), structure, content)).toBe(content);
    // Past renderOver's shortcut for unchanged texts: the edit itself changes nothing.
    expect(yaml.serializeOver?.(entries, content, { structure })).toBe(content);
  });

  it('changing N texts changes only those entries’ lines, and reads back as the edited map', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...files),
        fc.array(fc.tuple(fc.nat(), text), { minLength: 1, maxLength: 8 }),
        (file, changes) => {
          const { content, entries, structure, keys, spans } = original(file);
          const edited = new Map(entries);
          for (const [index, value] of changes) edited.set(keys[index % keys.length] as string, value);
          const out = renderOver(yaml, edited, structure, content);
          expect([...yaml.parse(out)]).toEqual([...edited]);
          const slots = changes.map(([index]) => spans.entries.get(keys[index % keys.length] as string));
          expect(touchesOnly(content, out, slots as Array<[number, number]>)).toBe(true);
          expect(renderOver(yaml, yaml.parse(out), structure, out)).toBe(out);
        },
      ),
      runs,
    );
  });

  it('removing N keys removes only their lines (and mappings left empty), list items keep their index', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...files),
        fc.array(fc.nat(), { minLength: 1, maxLength: 30 }),
        (file, indexes) => {
          const { content, entries, structure, keys, spans } = original(file);
          const removed = new Set(picks(keys, indexes));
          const edited = new Map([...entries].filter(([key]) => !removed.has(key)));
          const out = renderOver(yaml, edited, structure, content);
          expect([...yaml.parse(out)]).toEqual([...edited]);
          const slots = [...removed].map((key) => spans.entries.get(key) as [number, number]);
          for (const [prefix, span] of spans.collections) {
            const under = keys.filter((key) => key.startsWith(`${prefix}.`) || key.startsWith(`${prefix}[`));
            if (prefix !== '' && under.every((key) => removed.has(key))) slots.push(span);
          }
          expect(touchesOnly(content, out, slots)).toBe(true);
          expect(renderOver(yaml, yaml.parse(out), structure, out)).toBe(out);
        },
      ),
      runs,
    );
  });

  it('adding keys (to mappings, lists and new mappings) inserts lines only at the end of their parent', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...files),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom('key', 'item', 'deep'), text), {
          minLength: 1,
          maxLength: 6,
        }),
        (file, additions) => {
          const { content, entries, structure, spans } = original(file);
          const collections = [...spans.collections.keys()];
          const edited = new Map(entries);
          const slots: Array<[number, number]> = [];
          for (const [index, kind, value] of additions) {
            const parent = collections[index % collections.length] as string;
            const [, end] = spans.collections.get(parent) as [number, number];
            const isList = spans.lists.has(parent);
            let key: string;
            if (isList) {
              let next = 0;
              while (spans.entries.has(`${parent}[${next}]`) || spans.collections.has(`${parent}[${next}]`))
                next++;
              while (edited.has(`${parent}[${next}]`)) next++;
              key = `${parent}[${next}]`;
            } else {
              const name = kind === 'deep' ? `added_${index}.inner[0]` : `added_${index}`;
              key = parent === '' ? name : `${parent}.${name}`;
            }
            // A key below a text, or a text above keys, has no nested form (`a` and `a.inner[0]`).
            const clashes = (a: string, b: string) => a.startsWith(`${b}.`) || a.startsWith(`${b}[`);
            if ([...edited.keys()].some((other) => clashes(other, key) || clashes(key, other))) continue;
            edited.set(key, value);
            slots.push([end, end]);
          }
          const out = renderOver(yaml, edited, structure, content);
          const back = yaml.parse(out);
          expect(new Map([...back].sort())).toEqual(new Map([...edited].sort()));
          expect(touchesOnly(content, out, slots)).toBe(true);
          expect(renderOver(yaml, back, structure, out)).toBe(out);
        },
      ),
      runs,
    );
  });
});

/** A random key: names (some of them Object.prototype's) and list indexes, up to four levels. */
const key = fc
  .array(fc.oneof(fc.constantFrom('a', 'b', 'no', '__proto__', 'x y', 'toString'), fc.nat(3)), {
    minLength: 1,
    maxLength: 4,
  })
  .filter((path) => typeof path[0] === 'string')
  .map((path) =>
    path
      .map((segment, index) =>
        typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`,
      )
      .join(''),
  );

/** Entries that can be written nested: no key is both a text and a mapping or list. */
const entries = fc.array(fc.tuple(key, text), { maxLength: 12 }).map((pairs) => {
  const out = new Map<string, string>();
  for (const [name, value] of pairs) {
    const clash = [...out.keys()].some(
      (other) =>
        other === name ||
        [other, name].some((a) =>
          [a === other ? name : other].some((b) => b.startsWith(`${a}.`) || b.startsWith(`${a}[`)),
        ),
    );
    const kinds = new Map<string, string>();
    for (const other of [...out.keys(), name]) {
      for (const match of other.matchAll(/[.[]/g)) {
        const prefix = other.slice(0, match.index);
        const kind = match[0];
        if ((kinds.get(prefix) ?? kind) !== kind) kinds.set(prefix, 'clash');
        else kinds.set(prefix, kind);
      }
    }
    if (!clash && ![...kinds.values()].includes('clash')) out.set(name, value);
  }
  return out;
});

/** Styles the yaml package can write a document in (or undefined: ours). */
const restyle = fc.option(
  fc.record({
    indentSeq: fc.boolean(),
    collectionStyle: fc.constantFrom('any', 'block', 'flow') as fc.Arbitrary<'any' | 'block' | 'flow'>,
    defaultStringType: fc.constantFrom(
      'PLAIN',
      'QUOTE_SINGLE',
      'QUOTE_DOUBLE',
      'BLOCK_LITERAL',
    ) as fc.Arbitrary<'PLAIN' | 'QUOTE_SINGLE' | 'QUOTE_DOUBLE' | 'BLOCK_LITERAL'>,
    indent: fc.integer({ min: 1, max: 4 }),
  }),
  { nil: undefined },
);

const sorted = (map: Map<string, string>): Map<string, string> => new Map([...map].sort());

describe('YAML writes and rewrites of random entries', () => {
  it('reads back what it writes, and what it writes over a file, with lists, odd keys and any text', () => {
    fc.assert(
      fc.property(
        entries,
        entries,
        fc.array(fc.nat(), { maxLength: 6 }),
        restyle,
        (initial, second, removals, style) => {
          const ours = yaml.serialize(initial, { structure: 'nested', locale: 'de' });
          expect(sorted(yaml.parse(ours))).toEqual(sorted(initial));
          // The same data as the yaml package writes it in another style: flow, quoted, indented lists.
          const written =
            style === undefined
              ? ours
              : parseDocument(ours, { version: '1.1' }).toString({ ...style, lineWidth: 0 });
          const first = yaml.parse(written);
          const next = new Map(first);
          const keys = [...first.keys()];
          for (const index of removals) if (keys.length > 0) next.delete(keys[index % keys.length] as string);
          for (const [name, value] of second) {
            const clash = [...next.keys()].some(
              (other) =>
                other !== name &&
                (other.startsWith(`${name}.`) ||
                  other.startsWith(`${name}[`) ||
                  name.startsWith(`${other}.`) ||
                  name.startsWith(`${other}[`)),
            );
            if (!clash) next.set(name, value);
          }
          let out: string;
          try {
            out = renderOver(yaml, next, 'nested', written);
          } catch (error) {
            // A list where the file has a mapping (or the other way round) is refused by the tree builder.
            expect(String(error)).toMatch(/cannot both be written nested/);
            return;
          }
          expect(sorted(yaml.parse(out))).toEqual(sorted(next));
          expect(renderOver(yaml, yaml.parse(out), 'nested', out)).toBe(out);
        },
      ),
      { numRuns: 500 },
    );
  });
});
