import { randomBytes } from 'node:crypto';
import { normalizeLocale } from '@locale-sync/protocol';
import { PROJECT_KEY_PATTERN } from '@locale-sync/protocol/signing';
import type { ExtractionSettings, InstantSettings, ProjectRecord, Storage } from '../storage/types.ts';

/** Settings a new project starts with (documented in docs/self-hosting.md). */
export const DEFAULT_EXTRACTION: ExtractionSettings = {
  extractPhrases: false,
  extractionMode: 'source',
  sendFrequency: 30,
  minStringsToSend: 10,
};
export const DEFAULT_INSTANT: InstantSettings = { enabled: false, cacheTtlMs: 3_600_000, batchSize: 50 };

/** A new sync secret: 32 random bytes, base64url. */
export function newSyncSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Normalises a locale list; throws naming the first invalid code. Keeps order, drops repeats. */
export function parseLocales(codes: string[]): string[] {
  const out: string[] = [];
  for (const code of codes) {
    const locale = normalizeLocale(code.trim());
    if (locale === undefined)
      throw new Error(`"${code}" is not a BCP 47 locale code (expected e.g. en, pt-BR)`);
    if (!out.includes(locale)) out.push(locale);
  }
  return out;
}

/** Checks origins are `scheme://host[:port]` with nothing after (what browsers send in Origin). */
export function parseOrigins(origins: string[]): string[] {
  return origins.map((origin) => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new Error(`"${origin}" is not an origin (expected e.g. https://app.example.com)`);
    }
    if (url.origin !== origin.replace(/\/$/, '')) {
      throw new Error(`"${origin}" is not an origin: use only scheme, host and port (${url.origin})`);
    }
    return url.origin;
  });
}

export interface CreateProjectOptions {
  key: string;
  sourceLocale: string;
  locales: string[];
  extraction?: Partial<ExtractionSettings>;
  instantTranslation?: Partial<InstantSettings>;
  allowedOrigins?: string[];
  secret?: string;
}

/** Creates a project with a fresh sync secret; the source locale is always among the supported ones. */
export async function createProject(
  storage: Storage,
  options: CreateProjectOptions,
  now: number,
): Promise<ProjectRecord> {
  if (!PROJECT_KEY_PATTERN.test(options.key)) {
    throw new Error(`project key "${options.key}" must be 1 to 128 characters of A-Z, a-z, 0-9, _ and -`);
  }
  const [sourceLocale] = parseLocales([options.sourceLocale]);
  const supported = parseLocales([sourceLocale as string, ...options.locales]);
  return storage.createProject(
    {
      key: options.key,
      sourceLocale: sourceLocale as string,
      supportedLocales: supported,
      extraction: { ...DEFAULT_EXTRACTION, ...options.extraction },
      instantTranslation: { ...DEFAULT_INSTANT, ...options.instantTranslation },
      allowedOrigins: parseOrigins(options.allowedOrigins ?? []),
      syncSecret: options.secret ?? newSyncSecret(),
    },
    now,
  );
}
