import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeControl, INVISIBLE_CONTROLS, safeText } from '../src/logger.ts';
import { codeSpan, escapeCell, escapeHtml } from '../src/report/markdown.ts';
import { type LocaleChange, listFirstKeys, MAX_KEYS_LISTED } from '../src/report/plan.ts';
import { renderPlanText } from '../src/report/plan-text.ts';
import { renderSummaryMarkdown } from '../src/report/summary.ts';

const changes: LocaleChange[] = [
  { locale: 'de', path: 'locales/de.json', created: ['a', 'b'], updated: ['c'], obsolete: [], unchanged: 4 },
  { locale: 'fr', path: 'locales/fr.json', created: [], updated: [], obsolete: [], unchanged: 7 },
];

describe('listFirstKeys', () => {
  const keys = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);
  const whole: LocaleChange = {
    locale: 'de',
    path: 'locales/de.json',
    created: keys('new', 120),
    updated: keys('upd', 51),
    obsolete: keys('old', 3),
    unchanged: 9,
    problems: 2,
  };

  it('keeps the first keys of each kind and the counts of all', () => {
    const cut = listFirstKeys(whole, MAX_KEYS_LISTED);
    expect(cut.created).toEqual(whole.created.slice(0, MAX_KEYS_LISTED));
    expect(cut.obsolete).toEqual(whole.obsolete);
    expect(cut.counts).toEqual({ created: 120, updated: 51, obsolete: 3 });
    expect(listFirstKeys(whole, 200)).toBe(whole);
  });

  it('renders the same plan text and summary as the whole lists', () => {
    const cut = listFirstKeys(whole, MAX_KEYS_LISTED);
    expect(renderPlanText([cut])).toBe(renderPlanText([whole]));
    const summary = (c: LocaleChange) => renderSummaryMarkdown({ title: 't', dryRun: false, changes: [c] });
    expect(summary(cut)).toBe(summary(whole));
    expect(summary(cut)).toContain('| 120 | 51 | 3 | 9 |');
  });
});

describe('renderPlanText', () => {
  it('prints counts per locale then each key with its mark', () => {
    expect(renderPlanText(changes)).toBe(
      [
        'de (locales/de.json): 2 created, 1 updated, 0 obsolete, 4 unchanged',
        '  + a',
        '  + b',
        '  ~ c',
        'fr (locales/fr.json): 0 created, 0 updated, 0 obsolete, 7 unchanged',
      ].join('\n'),
    );
  });

  it('cuts long key lists and escapes hostile keys', () => {
    const many = Array.from({ length: 55 }, (_, i) => `k${i}`);
    const text = renderPlanText([
      {
        locale: 'de',
        created: [...many, '::set-env name=X::1\n::x'],
        updated: [],
        obsolete: [],
        unchanged: 0,
      },
    ]);
    expect(text).toMatch(/\+ … and 6 more/);
    expect(text.split('\n').every((line) => !line.startsWith('::'))).toBe(true);
  });
});

describe('the key budget of a whole report', () => {
  const keys = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);
  /** `files` files of 500 created keys each for every locale, as a first push of i18next namespaces. */
  const namespaces = (locales: string[], files: number): LocaleChange[] =>
    locales.flatMap((locale) =>
      Array.from({ length: files }, (_, f) =>
        listFirstKeys(
          {
            locale,
            path: `locales/${locale}/ns${f}.json`,
            created: keys(`ns${f}.k`, 500),
            updated: f === 0 ? ['ns0.changed'] : [],
            obsolete: [],
            unchanged: 3,
          },
          MAX_KEYS_LISTED,
        ),
      ),
    );
  const keyLines = (text: string) => text.split('\n').filter((line) => /^ {2}[-+~=!] /.test(line));

  it('lists one file per locale as it always did, however many locales', () => {
    const single = namespaces(['de', 'fr', 'ja'], 1);
    const text = renderPlanText(single);
    expect(keyLines(text)).toHaveLength(3 * (MAX_KEYS_LISTED + 2));
    expect(text).not.toContain('not listed');
    const md = renderSummaryMarkdown({ title: 't', dryRun: false, changes: single });
    expect(md.match(/<details>/g)).toHaveLength(3);
    expect(md).not.toContain('not listed');
  });

  it('lists as many keys for ten files per locale as for one, and counts the rest exactly', () => {
    const many = namespaces(['de', 'fr'], 10);
    const text = renderPlanText(many);
    const created = keyLines(text).filter((line) => line.startsWith('  + ') && !line.includes('… and'));
    expect(created).toHaveLength(2 * MAX_KEYS_LISTED);
    // Every file keeps its line of counts.
    for (const change of many) expect(text).toContain(`${change.path}): 500 created,`);
    // de's first two files use the whole created budget; fr's first file's update still fits, so
    // that file stays listed (its created keys counted as "more"); the 17 others are past the budget.
    expect(text).toContain('  ~ ns0.changed');
    expect(text.split('\n').at(-1)).toBe(
      '17 more files have changes not listed key by key (a report lists at most 100 keys of each kind, 50 per locale): 8500 created, 0 updated, 0 obsolete',
    );
    const listedCreated = 2 * MAX_KEYS_LISTED;
    const moreLines = [...text.matchAll(/^ {2}\+ … and (\d+) more$/gm)].map((m) => Number(m[1]));
    // The keys listed, those counted as "more" and those past the budget add up to every key.
    expect(listedCreated + moreLines.reduce((a, b) => a + b, 0) + 8500).toBe(20 * 500);

    const md = renderSummaryMarkdown({ title: 't', dryRun: false, changes: many });
    expect(md.match(/^\| de \| /gm)).toHaveLength(10);
    expect(md.match(/<details>/g)).toHaveLength(3);
    expect(md.match(/^\| created \| `/gm)).toHaveLength(2 * MAX_KEYS_LISTED);
    expect(md).toContain(
      "17 more files have changes not listed key by key \\(a report lists at most 100 keys of each kind, 50 per locale\\)\\: 8500 created, 0 updated, 0 obsolete; the table above counts each file's keys.",
    );
  });

  it('lists a file past the created budget by the kinds that still have room', () => {
    const text = renderPlanText([
      { locale: 'de', path: 'a.json', created: keys('a', 60), updated: [], obsolete: [], unchanged: 0 },
      { locale: 'de', path: 'b.json', created: keys('b', 5), updated: [], obsolete: ['gone'], unchanged: 0 },
    ]);
    expect(text).toBe(
      [
        'de (a.json): 60 created, 0 updated, 0 obsolete, 0 unchanged',
        ...keys('a', 50).map((key) => `  + ${key}`),
        '  + … and 10 more',
        'de (b.json): 5 created, 0 updated, 1 obsolete, 0 unchanged',
        '  + … and 5 more',
        '  - gone',
      ].join('\n'),
    );
  });
});

describe('renderSummaryMarkdown', () => {
  it('renders a table with a row per locale and a key table per changed locale', () => {
    const md = renderSummaryMarkdown({ title: 'locale-sync pull', dryRun: true, changes });
    expect(md).toContain('### locale-sync pull (dry run: nothing was changed)');
    expect(md).toContain('| Locale | File | Created | Updated | Obsolete | Unchanged |');
    expect(md).toContain('| de | `locales/de.json` | 2 | 1 | 0 | 4 |');
    expect(md).toContain('| fr | `locales/fr.json` | 0 | 0 | 0 | 7 |');
    expect(md).toContain('<details><summary>de: 2 created, 1 updated, 0 obsolete, 4 unchanged</summary>');
    expect(md).toContain('| updated | `c` |');
    expect(md).not.toContain('<summary>fr');
  });

  it('adds a column for translation problems when there are any', () => {
    const md = renderSummaryMarkdown({
      title: 't',
      dryRun: false,
      changes: [{ ...changes[0]!, problems: 2 }, changes[1]!],
    });
    expect(md).toContain(
      '| Locale | File | Created | Updated | Obsolete | Unchanged | Translation problems |',
    );
    expect(md).toContain('| de | `locales/de.json` | 2 | 1 | 0 | 4 | 2 |');
    expect(md).toContain('| fr | `locales/fr.json` | 0 | 0 | 0 | 7 | 0 |');
  });

  it('escapes keys that would break the table or inject HTML', () => {
    const md = renderSummaryMarkdown({
      title: 't',
      dryRun: false,
      changes: [{ locale: 'de', created: ['a|b<script>\nx'], updated: [], obsolete: [], unchanged: 0 }],
    });
    expect(md).toContain('| created | `a\\|b<script> x` |');
    expect(escapeCell('`x`\\')).toBe('\\`x\\`\\\\');
    expect(md).not.toMatch(/&#\d+;/);
  });

  it('writes a code span whose fence and padding keep backticks, spaces and pipes as they are', () => {
    expect(codeSpan('a`b')).toBe('``a`b``');
    expect(codeSpan('`x`')).toBe('`` `x` ``');
    expect(codeSpan(' a ')).toBe('`  a  `');
    expect(codeSpan('a|b')).toBe('`a\\|b`');
    // A backslash before a pipe cannot be written in a span inside a table: escaped text instead.
    expect(codeSpan('a\\|b')).toBe('a\\\\\\|b');
    expect(codeSpan('')).toBe('');
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ab `|\\<&:'.split('')) }), (text) => {
        const span = codeSpan(text);
        expect(renderInline(span)).toBe(text);
        // The cell split never sees a pipe without its backslash.
        expect(span).not.toMatch(/(^|[^\\])(\\\\)*\|/);
      }),
    );
  });

  it('shows keys from the server as text, never as links, images or formatting', () => {
    const hostile = [
      '[click me](https://evil.example)',
      '![x](https://evil.example/t.png)',
      '<https://evil.example>',
      'see https://evil.example or www.evil.example or ceo@evil.example',
      '**bold** _em_ ~~gone~~ `code` $x^2$ {{x}} #1 @octocat',
      '1. list\n# heading\n> quote\n- item\n+ item',
    ];
    const md = renderSummaryMarkdown({
      title: 'locale-sync pull',
      dryRun: false,
      changes: [
        {
          locale: 'de',
          path: 'locales/[x](y).json',
          created: hostile,
          updated: [],
          obsolete: [],
          unchanged: 0,
        },
      ],
    });
    const rows = md.split('\n').filter((line) => line.startsWith('| created |'));
    expect(rows).toHaveLength(hostile.length);
    for (const [i, row] of rows.entries()) {
      const cell = /^\| created \| (.*) \|$/.exec(row)?.[1] ?? '';
      // A code span: shown literally, with no link, image, HTML or formatting.
      expect(cell).toMatch(/^(`+).*\1$/);
      expect(renderInline(cell)).toBe((hostile[i] as string).replaceAll('\n', ' '));
    }
    expect(md).toContain('`locales/[x](y).json`');
    expect(md).not.toMatch(/&#\d+;/);
  });

  it("escapes the HTML line of a locale's details as HTML, where Markdown is not read", () => {
    expect(escapeHtml('<b>&"x\'\u202e')).toBe('&lt;b&gt;&amp;&quot;x&#39;\\u202e');
  });

  it('escapes every Markdown and HTML character of any text, and loses none', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'ab1 .w\\`*_[]()#+-!|<>{}~$:@&"\'\n\r\u2028;'.split('')) }),
        (text) => {
          const escaped = escapeCell(text);
          expect(unescaped(escaped)).not.toMatch(/[\\`*_[\]()#+\-!|<>{}~$:@&\n\r\u2028]/);
          expect(escaped).not.toMatch(/www\.|^\s*\d+\.|&#/i);
          expect(renderInline(escaped)).toBe(text.replace(/[\r\n\u2028]+/g, ' '));
        },
      ),
    );
  });
});

const CORPUS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..', '../shared/corpus');
const corpusMissing = (() => {
  try {
    return !statSync(CORPUS).isDirectory();
  } catch {
    return true;
  }
})();

describe.skipIf(corpusMissing)(
  'escapeCell on real translation files (skipped: ../shared/corpus is missing)',
  () => {
    it('shows every line of every corpus file as the same text, with no markup left', () => {
      const files = readdirSync(CORPUS, { recursive: true, encoding: 'utf8' })
        .map((name) => path.join(CORPUS, name))
        .filter((file) => statSync(file).isFile());
      expect(files.length).toBeGreaterThan(10);
      let lines = 0;
      for (const file of files) {
        for (const line of readFileSync(file, 'utf8').split('\n')) {
          const escaped = escapeCell(line);
          // Line breaks become spaces; other controls and bidirectional marks are shown as \uXXXX.
          expect(renderInline(escaped)).toBe(
            line.replace(/[\r\u2028\u2029\u0085\v\f]+/g, ' ').replace(INVISIBLE_CONTROLS, escapeControl),
          );
          expect(unescaped(escaped)).not.toMatch(/[\\`*_[\]()#+\-!|<>{}~$:@&]|www\./i);
          lines++;
        }
      }
      expect(lines).toBeGreaterThan(1000);
      // Every line of the corpus: about 30 s on a loaded machine.
    }, 120_000);
  },
);

/** What escaped text leaves when its backslash-escaped characters are taken out: markup, if any. */
function unescaped(text: string): string {
  return text.replace(/\\[!-/:-@[-`{-~]/g, '');
}

/**
 * The text a GFM renderer shows for one table cell made of escaped text or one code span: the
 * table takes the backslash from `\|` first, then a span shows its content literally and text
 * reads each backslash escape as its character.
 */
function renderInline(cell: string): string {
  const content = cell.replace(/\\\|/g, '|');
  const span = /^(`+)(.*)\1$/s.exec(content);
  if (span !== null && !(span[2] as string).startsWith('`')) {
    const inner = span[2] as string;
    return /^ .* $/s.test(inner) && inner.trim() !== '' ? inner.slice(1, -1) : inner;
  }
  return content.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

describe('safeText', () => {
  it('escapes control characters and breaks workflow command markers', () => {
    expect(safeText('a\nb\r\u001b[31m')).toBe('a\\u000ab\\u000d\\u001b[31m');
    expect(safeText('::error::x')).not.toContain('::');
  });

  it('shows bidirectional controls as escapes instead of letting them reorder the line', () => {
    const text = 'key\u202egnp.exe\u2066x\u2069\u200f\u061c';
    expect(safeText(text)).toBe('key\\u202egnp.exe\\u2066x\\u2069\\u200f\\u061c');
    expect(escapeCell(text)).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(escapeCell(text)).toContain('\\u202e');
    expect(codeSpan(text)).toBe('`key\\u202egnp.exe\\u2066x\\u2069\\u200f\\u061c`');
  });
});
