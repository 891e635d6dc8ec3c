import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readGoI18n } from '../src/formats/go-i18n/read.ts';
import { type Entries, getFormat, renderOver } from '../src/index.ts';

/**
 * Minimal go-i18n rewrites over real files (Hugo PaperMod's v1 YAML lists, Ananke's and go-i18n's
 * own TOML tables, Mattermost Calls' v1 JSON lists): random texts written over a file come back
 * exactly, and every line outside the edited texts is kept in order.
 */

const fixtures = path.resolve(fileURLToPath(import.meta.url), '../fixtures');
const files = execFileSync(
  'find',
  ['hugo-papermod', 'hugo-ananke', 'go-i18n', 'mattermost-plugin-calls', '-type', 'f'],
  { cwd: fixtures, encoding: 'utf8' },
)
  .trim()
  .split('\n')
  .sort();
const goI18n = getFormat('go-i18n');

const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\\', '"', "'", '\n', '\t', ' ', '=', ':', '#', '-', '[', ']', '{', '}', '%', '|', '>'),
    fc.constantFrom('a', 'Z', '0', 'é', '✓', '😀', '日', '{{.Name}}', '%[1]s', '\u00a0'),
  ),
  maxLength: 20,
});

/** The lines of `content` that hold the texts of `keys` (each text's whole span). */
function linesOf(content: string, file: string, keys: Set<string>): Set<number> {
  const { byId, doc } = readGoI18n(content, { path: file });
  const lines = new Set<number>();
  for (const message of byId.values()) {
    const nodes = message.text ? [[message.id, message.text] as const] : [];
    const forms = [...message.forms].map(([form, m]) => [`${message.id}[${form}]`, m.value] as const);
    for (const [key, node] of [...nodes, ...forms]) {
      const touched =
        keys.has(key) || keys.has(message.id) || (message.forms.size > 1 && keys.has(`${message.id}[other]`));
      if (!touched) continue;
      for (
        let line = doc.lineOf(node.start);
        line <= doc.lineOf(Math.max(node.start, node.end - 1));
        line++
      ) {
        lines.add(line);
      }
    }
  }
  return lines;
}

function isSubsequence(needles: string[], haystack: string[]): boolean {
  let i = 0;
  for (const line of haystack) if (i < needles.length && line === needles[i]) i++;
  return i === needles.length;
}

describe('go-i18n rewrites over real files', () => {
  it('reads all 15 files and writes each back byte for byte', () => {
    expect(files).toHaveLength(15);
    for (const file of files) {
      const content = readFileSync(path.join(fixtures, file), 'utf8');
      const entries = goI18n.parse(content, {
        path: file,
        warn: (w) => expect.fail(`${file}: ${w.message}`),
      });
      expect(entries.size, file).toBeGreaterThan(4);
      expect(renderOver(goI18n, entries, 'flat', content, { path: file })).toBe(content);
      const fresh = goI18n.serialize(entries, { structure: 'flat', path: file });
      expect([...goI18n.parse(fresh, { path: file })]).toEqual([...entries]);
    }
  });

  it('changes only the texts edited', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...files),
        fc.array(fc.tuple(fc.nat(), text), { minLength: 1, maxLength: 4 }),
        (file, edits) => {
          const content = readFileSync(path.join(fixtures, file), 'utf8');
          const entries = goI18n.parse(content, { path: file });
          const keys = [...entries.keys()];
          const next: Entries = new Map(entries);
          const edited = new Set<string>();
          for (const [index, value] of edits) {
            const key = keys[index % keys.length] as string;
            next.set(key, value);
            edited.add(key);
          }
          const out = renderOver(goI18n, next, 'flat', content, { path: file });
          expect([...goI18n.parse(out, { path: file })]).toEqual([...next]);
          const touched = linesOf(content, file, edited);
          const kept = content.split('\n').filter((_, i) => !touched.has(i + 1));
          expect(isSubsequence(kept, out.split('\n'))).toBe(true);
          expect(renderOver(goI18n, next, 'flat', out, { path: file })).toBe(out);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('removes and adds messages, leaving the others as written', () => {
    fc.assert(
      fc.property(fc.constantFrom(...files), fc.nat(), text, text, (file, drop, one, other) => {
        const content = readFileSync(path.join(fixtures, file), 'utf8');
        const entries = goI18n.parse(content, { path: file });
        const keys = [...entries.keys()].filter((k) => !k.includes('['));
        const next: Entries = new Map(entries);
        next.delete(keys[drop % keys.length] as string);
        next.set('added.single', one);
        next.set('added.plural[one]', one);
        next.set('added.plural[other]', other);
        const out = renderOver(goI18n, next, 'flat', content, { path: file });
        expect([...goI18n.parse(out, { path: file })]).toEqual([...next]);
        expect(renderOver(goI18n, next, 'flat', out, { path: file })).toBe(out);
      }),
      { numRuns: 200 },
    );
  });
});

const id = fc.stringMatching(/^[a-z][a-z0-9_.]{0,8}[a-z0-9]$/).filter((s) => !s.includes('..'));
const messages = fc
  .uniqueArray(fc.tuple(id, fc.boolean(), text, text), { selector: ([k]) => k, maxLength: 5 })
  .map((list) => {
    const entries: Entries = new Map();
    for (const [key, plural, a, b] of list) {
      if (plural) {
        entries.set(`${key}[one]`, a);
        entries.set(`${key}[other]`, b);
      } else {
        entries.set(key, a);
      }
    }
    return entries;
  })
  // go-i18n nests `a` inside `a.b`'s path: a file cannot hold both.
  .filter((entries) => {
    const ids = [...entries.keys()].map((k) => k.replace(/\[[a-z]+\]$/, ''));
    return !ids.some((a) => ids.some((b) => b.startsWith(`${a}.`)));
  });

describe('go-i18n: any texts, in each syntax', () => {
  for (const syntax of ['toml', 'json', 'yaml']) {
    const file = `active.de.${syntax}`;
    it(`${syntax}: written, read back, and written over any other file`, () => {
      fc.assert(
        fc.property(messages, messages, (before, after) => {
          const existing = goI18n.serialize(before, { structure: 'flat', path: file });
          expect([...goI18n.parse(existing, { path: file })]).toEqual([...before]);
          const out = renderOver(goI18n, after, 'flat', existing, { path: file });
          expect(new Map(goI18n.parse(out, { path: file }))).toEqual(after);
          expect(renderOver(goI18n, after, 'flat', out, { path: file })).toBe(out);
        }),
        { numRuns: 300 },
      );
    });
  }
});
