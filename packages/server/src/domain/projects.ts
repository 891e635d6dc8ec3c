import { randomBytes } from 'node:crypto';
import { normalizeLocale } from '@locale-sync/protocol';
import { PROJECT_KEY_PATTERN } from '@locale-sync/protocol/signing';
import type {
  AdminStorage,
  ExtractionSettings,
  InstantSettings,
  ProjectPatch,
  ProjectRecord,
} from '../storage/types.ts';

/**
 * Extraction modes a project can have. The service only ever shows `source` (phrases are collected
 * in the source language); another value would be stored and served without any client knowing it.
 */
export const EXTRACTION_MODES = ['source'] as const;

/** Largest instant-translation batch a client may be told to send (the protocol's 50 texts). */
export const MAX_INSTANT_BATCH = 50;

/** Settings a new project starts with (documented in docs/self-hosting.md). */
export const DEFAULT_EXTRACTION: ExtractionSettings = {
  extractPhrases: false,
  extractionMode: 'source',
  sendFrequency: 30,
  minStringsToSend: 10,
};
export const DEFAULT_INSTANT: InstantSettings = { enabled: false, cacheTtlMs: 3_600_000, batchSize: 50 };

/** A project setting that breaks an invariant; the message names the setting and what is allowed. */
export class ProjectSettingsError extends Error {
  override name = 'ProjectSettingsError';
}

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
      throw new ProjectSettingsError(`"${code}" is not a BCP 47 locale code (expected e.g. en, pt-BR)`);
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
      throw new ProjectSettingsError(`"${origin}" is not an origin (expected e.g. https://app.example.com)`);
    }
    if (url.origin !== origin.replace(/\/$/, '')) {
      throw new ProjectSettingsError(
        `"${origin}" is not an origin: use only scheme, host and port (${url.origin})`,
      );
    }
    return url.origin;
  });
}

/** The invariant of every project: its source locale is one of its supported locales (listed first when added). */
function withSourceSupported(sourceLocale: string, supported: string[]): string[] {
  return supported.includes(sourceLocale) ? supported : [sourceLocale, ...supported];
}

/** Checks the settings' values: a known extraction mode, a batch size the protocol accepts. */
function checkSettings(extraction: Partial<ExtractionSettings>, instant: Partial<InstantSettings>): void {
  const mode = extraction.extractionMode;
  if (mode !== undefined && !(EXTRACTION_MODES as readonly string[]).includes(mode)) {
    throw new ProjectSettingsError(`extraction mode "${mode}" is not one of ${EXTRACTION_MODES.join(', ')}`);
  }
  const batch = instant.batchSize;
  if (batch !== undefined && (!Number.isInteger(batch) || batch < 1 || batch > MAX_INSTANT_BATCH)) {
    throw new ProjectSettingsError(`batch size must be 1 to ${MAX_INSTANT_BATCH}, got ${batch}`);
  }
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
  storage: Pick<AdminStorage, 'createProject'>,
  options: CreateProjectOptions,
  now: number,
): Promise<ProjectRecord> {
  if (!PROJECT_KEY_PATTERN.test(options.key)) {
    throw new ProjectSettingsError(
      `project key "${options.key}" must be 1 to 128 characters of A-Z, a-z, 0-9, _ and -`,
    );
  }
  checkSettings(options.extraction ?? {}, options.instantTranslation ?? {});
  const [sourceLocale] = parseLocales([options.sourceLocale]) as [string];
  return storage.createProject(
    {
      key: options.key,
      sourceLocale,
      // A new project's list starts with its source locale.
      supportedLocales: withSourceSupported(
        sourceLocale,
        parseLocales(options.locales).filter((locale) => locale !== sourceLocale),
      ),
      extraction: { ...DEFAULT_EXTRACTION, ...options.extraction },
      instantTranslation: { ...DEFAULT_INSTANT, ...options.instantTranslation },
      allowedOrigins: parseOrigins(options.allowedOrigins ?? []),
      syncSecret: options.secret ?? newSyncSecret(),
    },
    now,
  );
}

/** What `updateProject` may change; locales and origins are checked and normalised here. */
export interface ProjectUpdate {
  sourceLocale?: string;
  supportedLocales?: string[];
  extraction?: Partial<ExtractionSettings>;
  instantTranslation?: Partial<InstantSettings>;
  allowedOrigins?: string[];
}

/**
 * Changes only the given settings of `current`; the source locale stays supported, added in front
 * when the new list or the new source leaves it out.
 */
export async function updateProject(
  storage: Pick<AdminStorage, 'updateProject'>,
  current: ProjectRecord,
  update: ProjectUpdate,
  now: number,
): Promise<ProjectRecord> {
  checkSettings(update.extraction ?? {}, update.instantTranslation ?? {});
  const patch: ProjectPatch = {};
  if (update.sourceLocale !== undefined)
    patch.sourceLocale = parseLocales([update.sourceLocale])[0] as string;
  if (update.supportedLocales !== undefined) patch.supportedLocales = parseLocales(update.supportedLocales);
  if (update.extraction !== undefined && Object.keys(update.extraction).length > 0)
    patch.extraction = update.extraction;
  if (update.instantTranslation !== undefined && Object.keys(update.instantTranslation).length > 0)
    patch.instantTranslation = update.instantTranslation;
  if (update.allowedOrigins !== undefined) patch.allowedOrigins = parseOrigins(update.allowedOrigins);
  const source = patch.sourceLocale ?? current.sourceLocale;
  const supported = withSourceSupported(source, patch.supportedLocales ?? current.supportedLocales);
  if (supported !== (patch.supportedLocales ?? current.supportedLocales)) patch.supportedLocales = supported;
  return storage.updateProject(current.key, patch, now);
}

/** The public view of a project's settings, as runtime clients receive them (never the secret or origins). */
export function publicSettings(project: ProjectRecord) {
  return {
    sourceLocale: project.sourceLocale,
    supportedLocales: project.supportedLocales,
    extraction: project.extraction,
    instantTranslation: project.instantTranslation,
  };
}

/** The operator's view of a project (the admin CLI): settings, origins and dates in ISO 8601, never a secret. */
export function adminView(project: ProjectRecord) {
  return {
    projectKey: project.key,
    ...publicSettings(project),
    allowedOrigins: project.allowedOrigins,
    previousSecretValidUntil:
      project.previousSecretExpiresAt !== null
        ? new Date(project.previousSecretExpiresAt).toISOString()
        : null,
    createdAt: new Date(project.createdAt).toISOString(),
    updatedAt: new Date(project.updatedAt).toISOString(),
  };
}
