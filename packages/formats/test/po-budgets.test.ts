import { describe, expect, it, vi } from 'vitest';
import { parsePo } from '../src/formats/po/read.ts';
import { captureError } from './helpers.ts';

// Small budgets, so that going over them needs no megabytes of input.
vi.mock('../src/limits.ts', () => ({
  LIMITS: { maxDepth: 100, maxKeyLength: 20, maxKeySegments: 100, maxEntries: 3, maxAliasExpansion: 100 },
}));

const message = (id: string): string => `msgid "${id}"\nmsgstr ""\n\n`;

describe('po budgets', () => {
  it('refuses more entries than LIMITS.maxEntries, counting plural forms', () => {
    expect(parsePo(['a', 'b', 'c'].map(message).join('')).size).toBe(3);
    expect(captureError(() => parsePo(['a', 'b', 'c', 'd'].map(message).join(''))).message).toMatch(
      /more than 3 (messages|entries) \(LIMITS\.maxEntries\)/,
    );
    const plural = 'msgid "a"\nmsgid_plural "as"\nmsgstr[0] ""\nmsgstr[1] ""\nmsgstr[2] ""\n';
    const error = captureError(() => parsePo(plural));
    expect(error.message).toMatch(/more than 3 entries \(LIMITS\.maxEntries\)/);
    expect(error.line).toBe(1);
  });

  it('refuses a key longer than LIMITS.maxKeyLength, naming its line', () => {
    const error = captureError(() => parsePo(`${message('short')}${message('x'.repeat(21))}`));
    expect(error.message).toMatch(/21 characters, over LIMITS\.maxKeyLength \(20\)/);
    expect(error.line).toBe(4);
  });
});
