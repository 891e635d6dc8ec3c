import { describe, expect, it, vi } from 'vitest';

// The package's entry point (`@locale-sync/formats`, what servers and library users import) loads
// every format before it answers, and the ICU parser with them: its checks stay the synchronous
// functions they were. Only `core.ts`, which the bundled actions import, loads the parser on demand.
describe('the package entry point', () => {
  it('checks an ICU plural synchronously, with no loadIcuParser first', async () => {
    // A fresh module graph: the test setup loaded the parser into the shared one.
    vi.resetModules();
    const formats = await import('../src/index.ts');
    const source = new Map([['files', '{count, plural, one {# file} other {# files}}']]);
    const translation = new Map([['files', '{count, plural, one {# plik} other {# plików}}']]);
    expect(formats.checkPlurals(translation, 'pl', source).map((p) => p.category)).toEqual(['few', 'many']);
    expect(
      formats.checkMessageSyntax(source, new Map([['files', '{count, plural, one {# plik}']])),
    ).toHaveLength(1);
  });
});
