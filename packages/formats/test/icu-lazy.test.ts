import { describe, expect, it, vi } from 'vitest';

/** Fresh copies of the checks' modules: the test setup loaded the parser into the shared ones. */
async function freshChecks() {
  vi.resetModules();
  const icu = await import('../src/checks/icu.ts');
  const placeholders = await import('../src/checks/placeholders.ts');
  const plurals = await import('../src/checks/plurals.ts');
  return { ...icu, ...placeholders, ...plurals };
}

const source = new Map([
  ['greeting', 'Hello {name}'],
  ['files', '{count, plural, one {# file} other {# files}}'],
]);

describe('the ICU parser, loaded when a check needs it', () => {
  it('is not needed for texts parseSimple reads: the check runs once', async () => {
    const checks = await freshChecks();
    let runs = 0;
    const problems = await checks.withIcuParser(() => {
      runs++;
      return checks.checkPlaceholders(
        new Map([['greeting', 'Hello {name}']]),
        new Map([['greeting', 'Hallo']]),
        {
          format: 'json',
        },
      );
    });
    expect(problems).toEqual([{ key: 'greeting', placeholder: '{name}', kind: 'missing' }]);
    expect(runs).toBe(1);
    expect(() => checks.parseIcu('{n, plural, other {x}}')).toThrow(checks.IcuParserNotLoaded);
  });

  it('is loaded by the first check that meets a plural, which then runs again with the same answer', async () => {
    const checks = await freshChecks();
    const translation = new Map([
      ['greeting', 'Cześć {name}'],
      ['files', '{count, plural, one {# plik} other {# plików}}'],
    ]);
    expect(() => checks.checkPlurals(translation, 'pl', source)).toThrow(checks.IcuParserNotLoaded);
    let runs = 0;
    const problems = await checks.withIcuParser(() => {
      runs++;
      return checks.checkPlurals(translation, 'pl', source);
    });
    expect(runs).toBe(2);
    expect(problems.map((p) => p.category)).toEqual(['few', 'many']);
    // Loaded once for the process: the next check runs once.
    runs = 0;
    await checks.withIcuParser(() => {
      runs++;
      return checks.checkMessageSyntax(source, new Map([['files', '{count, plural, one {# plik}']]));
    });
    expect(runs).toBe(1);
  });

  it('passes on any other error at once', async () => {
    const checks = await freshChecks();
    await expect(
      checks.withIcuParser(() => {
        throw new TypeError('not about the parser');
      }),
    ).rejects.toThrow(TypeError);
  });
});
