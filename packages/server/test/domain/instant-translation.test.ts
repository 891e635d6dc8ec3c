import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translateInMemory, translateTexts } from '../../src/domain/instant-translation.ts';
import type { ProjectRecord } from '../../src/storage/types.ts';

// translateInMemory is translateTexts's answer when it needs neither storage nor the provider.

const project = { id: 1 } as ProjectRecord;
const untouchable = {
  findApproved: () => Promise.reject(new Error('storage read')),
  getMachineTranslations: () => Promise.reject(new Error('storage read')),
  putMachineTranslations: () => Promise.reject(new Error('storage write')),
};
const translator = { name: 'test', translate: async (texts: string[]) => texts.map((t) => `[${t}]`) };

describe('translateInMemory', () => {
  it('answers as translateTexts does, whenever it answers', async () => {
    const word = fc.constantFrom('One', 'Two', 'Three', '', '  ', 'Zero');
    await fc.assert(
      fc.asyncProperty(
        fc.array(word, { minLength: 1, maxLength: 8 }),
        fc.dictionary(word, fc.string(), { maxKeys: 4 }),
        fc.boolean(),
        fc.constantFrom(['en', 'de'], ['de', 'de']),
        async (texts, entries, machine, [source, target]) => {
          const approved = new Map(Object.entries(entries));
          const quick = translateInMemory(approved, machine, texts, source as string, target as string);
          const deps = {
            storage: untouchable,
            translator: machine ? translator : undefined,
            now: () => 0,
            approved,
          };
          if (quick === undefined) {
            // Only when a text would need machine translation.
            expect(machine && source !== target).toBe(true);
            return;
          }
          expect(quick).toEqual(
            await translateTexts(deps, project, texts, source as string, target as string),
          );
        },
      ),
    );
  });

  it('needs the approved map unless source and target are the same', () => {
    expect(translateInMemory(undefined, false, ['Hi'], 'en', 'de')).toBeUndefined();
    expect(translateInMemory(undefined, true, ['Hi'], 'de', 'de')).toEqual({
      translations: ['Hi'],
      sources: ['fallback'],
    });
  });
});
