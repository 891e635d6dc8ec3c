// What the in-process storage benches (sqlite-push.ts, postgres-push.ts) push: section 1's generated
// project, its files and its changed-only variants, built the same way for both backends so their
// figures compare.
import type { NewProject, ParsedPushFile } from '../packages/server/src/storage/types.ts';
import { localeCodes } from './scale-project.ts';

/** The source locale `en` and `count - 1` target locales. */
export function pushLocales(count: number): string[] {
  return ['en', ...localeCodes(count - 1)];
}

/** One flat JSON file per locale of `keys` generated strings, every file with the same keys in the same order. */
export function pushFiles(locales: string[], keys: number): ParsedPushFile[] {
  return locales.map((locale) => {
    const entries = new Map<string, string>();
    for (let i = 0; i < keys; i++) {
      entries.set(`section${i % 50}.item${i}`, `${locale} text for item ${i}: {name} has {count} things`);
    }
    return { locale, path: `locales/${locale}.json`, entries, format: 'json', sha256: '0'.repeat(64) };
  });
}

/** The bench's project over `locales` (the first is the source), instant translation off. */
export function benchProject(locales: string[]): NewProject {
  return {
    key: 'bench',
    sourceLocale: locales[0] ?? 'en',
    supportedLocales: locales,
    extraction: { extractPhrases: true, extractionMode: 'auto', sendFrequency: 30, minStringsToSend: 1 },
    instantTranslation: { enabled: false, cacheTtlMs: 60_000, batchSize: 50 },
    allowedOrigins: [],
    syncSecret: 'bench',
  };
}

/**
 * The first target locale's file with its last string changed, as `changeOneString` does: each round
 * gives another text and another SHA-256, so every round is a changed-only push of one string.
 */
export function oneStringChanged(files: ParsedPushFile[], round: number): ParsedPushFile {
  const changed = files[1];
  if (!changed) throw new Error('a changed-only push needs a target locale: --locales=2 or more');
  const lastKey = [...changed.entries.keys()].at(-1);
  if (lastKey === undefined) throw new Error('a changed-only push needs a string: --keys=1 or more');
  const entries = new Map(changed.entries);
  entries.set(lastKey, `${changed.entries.get(lastKey)} (changed ${round})`);
  return { ...changed, entries, sha256: String(round).padStart(64, '0') };
}
