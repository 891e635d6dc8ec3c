import { afterEach, describe, expect, it, vi } from 'vitest';

const RealFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = RealFunction;
});

// zod decides whether an object schema compiles its parser (`new Function`) when the schema is
// built, from its config at that moment: the actions' schemas are built as their modules load.
describe('the actions check with zod plain parsers', () => {
  for (const action of ['push', 'pull'] as const) {
    it(`compiles no parser for a schema the ${action} action built as it loaded`, async () => {
      // A fresh process: zod (not reloaded by resetModules) at its defaults, the action's modules anew.
      (await import('zod')).config({ jitless: false });
      vi.resetModules();
      if (action === 'push') await import('../../push/src/main.ts');
      else await import('../../pull/src/main.ts');
      const { errorBodySchema } = await import('@locale-sync/protocol');
      const { config } = await import('zod');
      // What run() asked for first, before this setting moved to where the action loads.
      config({ jitless: true });
      let compiled = 0;
      globalThis.Function = new Proxy(RealFunction, {
        construct(target, args) {
          compiled++;
          return Reflect.construct(target, args);
        },
      });
      const body = { error: { code: 'not_found', message: 'no such project' } };
      expect(errorBodySchema.parse(body)).toEqual(body);
      expect(compiled).toBe(0);
    });
  }
});
