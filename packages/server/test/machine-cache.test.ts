import { describe, expect, it } from 'vitest';
import { translateTexts } from '../src/domain/instant-translation.ts';
import { createProject } from '../src/domain/projects.ts';
import type { MachineTranslator } from '../src/mt/index.ts';
import { setup, testBackends } from './helpers.ts';

/** A provider that upper-cases, and records every text it was asked for. */
function recordingTranslator(): MachineTranslator & { asked: string[] } {
  const asked: string[] = [];
  return {
    name: 'recording',
    asked,
    async translate(texts) {
      asked.push(...texts);
      return texts.map((t) => t.toUpperCase());
    },
  };
}

// Anonymous callers choose the texts of instant translation: the cache they fill is bounded per
// project and expires (with its 2 MB per request it grew without end before).
describe(`the machine-translation cache (${testBackends()})`, () => {
  it('keeps at most maxEntries per project, dropping the oldest, and forgets entries past maxAgeMs', async () => {
    const env = await setup();
    const other = await createProject(
      env.storage,
      { key: 'other', sourceLocale: 'en', locales: ['en', 'de'] },
      env.clock.now(),
    );
    const translator = recordingTranslator();
    const deps = {
      storage: env.storage,
      translator,
      now: () => env.clock.now(),
      machineCachePolicy: { maxEntries: 3, maxAgeMs: 60_000 },
    };
    const ask = async (texts: string[], project = env.project) => {
      translator.asked.length = 0;
      await translateTexts(deps, project, texts, 'en', 'de');
      env.clock.advance(10);
      return [...translator.asked];
    };
    expect(await ask(['a'])).toEqual(['a']);
    expect(await ask(['b'])).toEqual(['b']);
    expect(await ask(['c', 'd'])).toEqual(['c', 'd']);
    // Four entries for a bound of three: the oldest, a, went; b, c and d are served from the cache.
    expect(await ask(['b', 'c', 'd'])).toEqual([]);
    expect(await ask(['a'])).toEqual(['a']);
    // Another project has a cache of its own: nothing it asks for is served from demo's.
    expect(await ask(['c'], other)).toEqual(['c']);
    // Past maxAgeMs an entry is not served (and is dropped at the next write).
    env.clock.advance(60_001);
    expect(await ask(['a'])).toEqual(['a']);
  });
});
