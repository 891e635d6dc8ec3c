import { describe, expect, it } from 'vitest';
import { FormatError, getFormat, LIMITS, renderOver } from '../src/index.ts';
import { captureError } from './helpers.ts';

const yaml = getFormat('yaml');

/** The "billion laughs" file: each level holds ten aliases of the one before (514 bytes, 10^5 leaves). */
function billionLaughs(levels: number): string {
  const lines = ['l0: &l0 {x: lol}'];
  for (let level = 1; level <= levels; level++) {
    const items = Array.from({ length: 10 }, (_, k) => `k${k}: *l${level - 1}`);
    lines.push(`l${level}: &l${level} {${items.join(', ')}}`);
  }
  return `${lines.join('\n')}\n`;
}

describe('yaml budgets', () => {
  it('refuses the billion laughs file, naming the alias budget', () => {
    const content = billionLaughs(5);
    expect(content.length).toBeLessThan(600);
    const error = captureError(() => yaml.parse(content));
    expect(error).toBeInstanceOf(FormatError);
    expect(error.message).toContain('LIMITS.maxAliasExpansion');
    expect(error.message).toContain(String(LIMITS.maxAliasExpansion));
  });

  it('reads aliases that stay within the budget', () => {
    // Three levels expand to 1,110 nodes: the budget leaves room for real use of aliases.
    const entries = yaml.parse(billionLaughs(3));
    expect(entries.size).toBe(1111);
    expect(entries.get('l3.k9.k9.k9.x')).toBe('lol');
  });

  it('refuses nesting deeper than LIMITS.maxDepth, in block and in flow style, and takes that depth', () => {
    const nestedBlock = (depth: number): string =>
      `${Array.from({ length: depth }, (_, level) => `${' '.repeat(level)}k${level}:`).join('\n')} leaf\n`;
    expect(yaml.parse(nestedBlock(LIMITS.maxDepth)).size).toBe(1);
    expect(captureError(() => yaml.parse(nestedBlock(LIMITS.maxDepth + 1))).message).toContain(
      'LIMITS.maxDepth',
    );
    const flow = `a: ${'['.repeat(LIMITS.maxDepth + 1)}x${']'.repeat(LIMITS.maxDepth + 1)}\n`;
    expect(captureError(() => yaml.parse(flow)).message).toContain('LIMITS.maxDepth');
    // Far deeper than any parser stack: still a FormatError, not a crash.
    const deep = `a: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`;
    const overflow = captureError(() => yaml.parse(deep));
    expect(overflow).toBeInstanceOf(FormatError);
    expect(overflow.message).toContain('LIMITS.maxDepth');
  });

  it('refuses more than LIMITS.maxEntries entries', () => {
    const items = Array.from({ length: LIMITS.maxEntries + 1 }, () => 'x').join(', ');
    const error = captureError(() => yaml.parse(`a: [${items}]\n`));
    expect(error.message).toContain('LIMITS.maxEntries');
  });

  it('refuses a key longer than LIMITS.maxKeyLength', () => {
    const name = 'n'.repeat(1000);
    const levels = Math.ceil(LIMITS.maxKeyLength / 1001) + 1;
    const content =
      Array.from({ length: levels }, (_, level) => `${' '.repeat(level)}${name}${level}:`).join('\n') +
      ' leaf\n';
    const error = captureError(() => yaml.parse(content));
    expect(error.message).toContain('LIMITS.maxKeyLength');
  });

  it('refuses an alias with no anchor before it, naming the alias', () => {
    const error = captureError(() => yaml.parse('a: *nowhere\nb: &nowhere x\n'));
    expect(error.message).toContain('*nowhere');
    expect(error.line).toBe(1);
  });
});

describe('yaml keys that are names of Object.prototype', () => {
  const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

  it('reads, writes and rewrites them as plain data, polluting nothing', () => {
    // In the order nesting groups them, so both layouts read back in the same order.
    const entries = new Map<string, string>([
      ...names.map((name): [string, string] => [name, `top ${name}`]),
      ...names.map((name): [string, string] => [`nested.${name}`, `nested ${name}`]),
      ...names.map((name): [string, string] => [`group.${name}.inner`, `under ${name}`]),
    ]);
    for (const structure of ['nested', 'flat'] as const) {
      const out = yaml.serialize(entries, { structure, locale: 'en' });
      expect([...yaml.parse(out)]).toEqual([...entries]);
      const changed = new Map(entries);
      changed.set('__proto__', 'changed');
      changed.delete('constructor');
      changed.set('nested.valueOf', 'added');
      const rewritten = renderOver(yaml, changed, structure, out);
      expect(new Map(yaml.parse(rewritten))).toEqual(changed);
    }
    expect(({} as Record<string, unknown>).inner).toBeUndefined();
    expect(Object.prototype.toString.call([])).toBe('[object Array]');
  });

  it('reads a __proto__ key in the file as a key', () => {
    const content = 'en:\n  __proto__:\n    polluted: yes please\n  constructor: c\n';
    expect([...yaml.parse(content)]).toEqual([
      ['__proto__.polluted', 'yes please'],
      ['constructor', 'c'],
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
