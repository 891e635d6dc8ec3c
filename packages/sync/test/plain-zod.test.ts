import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLogger } from './helpers.ts';

const RealFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = RealFunction;
});

/** Counts `new Function` calls (zod compiling an object schema's parser) while `use` runs. */
async function compiledDuring(use: () => Promise<unknown>): Promise<number> {
  let compiled = 0;
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args) {
      compiled++;
      return Reflect.construct(target, args);
    },
  });
  try {
    await use();
  } finally {
    globalThis.Function = RealFunction;
  }
  return compiled;
}

// zod decides whether an object schema compiles its parser (`new Function`) when the schema is built,
// from its config at that moment. The repository side's schemas load with their modules, after an
// action has started (never at its start), so each sets zod's plain parsers itself (plain-zod.ts).
describe("the repository side's zod schemas check with zod's plain parsers", () => {
  it('compiles no parser for .locale/config.json or crowdin.yml, whatever zod was set to before', async () => {
    (await import('zod')).config({ jitless: false });
    vi.resetModules();
    const { parseConfig } = await import('../src/repository/config-parse.ts');
    const { crowdinEntries } = await import('../src/repository/crowdin-config.ts');
    expect(
      await compiledDuring(async () => parseConfig('{"outputDir":"i18n","paths":{}}', memoryLogger())),
    ).toBe(0);
    expect(
      await compiledDuring(() =>
        crowdinEntries('files:\n  - source: /en.json\n    translation: /%two_letters_code%.json\n'),
      ),
    ).toBe(0);
  });

  it('would see a compiled parser (the check above can fail)', async () => {
    const { config, z } = await import('zod');
    config({ jitless: false });
    const schema = z.object({ a: z.string() });
    expect(await compiledDuring(async () => schema.parse({ a: 'x' }))).toBeGreaterThan(0);
    config({ jitless: true });
  });
});
