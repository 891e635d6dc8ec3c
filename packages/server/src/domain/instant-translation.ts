import type { TranslationSource } from '@locale-sync/protocol';
import type { MachineTranslator } from '../mt/index.ts';
import type { MachineCachePolicy, ProjectRecord, SdkStorage } from '../storage/types.ts';

/**
 * What the machine-translation cache keeps per project: anonymous callers choose the texts, so the
 * cache is bounded per project (the oldest entries go past the bound) and entries expire.
 */
export const MACHINE_CACHE_POLICY: MachineCachePolicy = {
  maxEntries: 20_000,
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
};

/** What instant translation reads and writes. */
export interface InstantDeps {
  storage: Pick<SdkStorage, 'findApproved' | 'getMachineTranslations' | 'putMachineTranslations'>;
  /** The machine-translation provider; undefined when machine translation is off. */
  translator: MachineTranslator | undefined;
  now: () => number;
  /**
   * Every approved translation of the target locale (source text → text) when the caller holds them
   * in memory: looked up there instead of in storage. Same contents as `findApproved` would read.
   */
  approved?: ReadonlyMap<string, string>;
  /** The cache's bound and expiry (default MACHINE_CACHE_POLICY). */
  machineCachePolicy?: MachineCachePolicy;
}

/** Texts translated one for one, with where each translation came from. */
export interface InstantResult {
  translations: string[];
  sources: TranslationSource[];
  /** Set when the provider failed: those texts fell back unchanged. */
  machineError?: unknown;
}

/**
 * Translates texts one for one, order and length kept: the approved translation of the same source
 * text, else a machine translation (from the cache, else from the provider, then cached), else the
 * text unchanged ('fallback'). A failing provider is not the caller's problem: its texts fall back,
 * and `machineError` says why.
 */
export async function translateTexts(
  deps: InstantDeps,
  project: ProjectRecord,
  texts: string[],
  source: string,
  target: string,
  context?: string,
): Promise<InstantResult> {
  if (source === target) return unchanged(texts);
  const approved = deps.approved ?? (await deps.storage.findApproved(project.id, target, texts));
  const { translations, sources, misses } = approvedPass(approved, texts);
  const translator = deps.translator;
  if (!translator || misses.size === 0) return { translations, sources };
  // One cache per project (the provider's name with the project's id), so one project's callers
  // cannot fill or evict another's.
  const cacheKey = {
    provider: `${translator.name}#${project.id}`,
    sourceLocale: source,
    targetLocale: target,
  };
  const policy = deps.machineCachePolicy ?? MACHINE_CACHE_POLICY;
  const machine = await deps.storage.getMachineTranslations(
    cacheKey,
    [...misses],
    deps.now() - policy.maxAgeMs,
  );
  const todo = [...misses].filter((t) => !machine.has(t));
  let machineError: unknown;
  if (todo.length > 0) {
    try {
      const out = await translator.translate(todo, source, target, context);
      const fresh = new Map(todo.map((t, i) => [t, out[i] as string]));
      await deps.storage.putMachineTranslations(cacheKey, fresh, deps.now(), policy);
      for (const [k, v] of fresh) machine.set(k, v);
    } catch (err) {
      machineError = err;
    }
  }
  texts.forEach((text, i) => {
    const hit = sources[i] === 'fallback' ? machine.get(text) : undefined;
    if (hit !== undefined) {
      translations[i] = hit;
      sources[i] = 'machine';
    }
  });
  return machineError === undefined ? { translations, sources } : { translations, sources, machineError };
}

/**
 * `translateTexts` without waiting, when the answer needs neither storage nor the provider: the
 * source and target are the same locale, or the target's approved translations are in memory and
 * every text is approved, blank, or machine translation is off. Undefined when it would need them.
 * The same result `translateTexts` gives with the same `approved` map.
 */
export function translateInMemory(
  approved: ReadonlyMap<string, string> | undefined,
  machineTranslation: boolean,
  texts: string[],
  source: string,
  target: string,
): InstantResult | undefined {
  if (source === target) return unchanged(texts);
  if (approved === undefined) return undefined;
  const { translations, sources, misses } = approvedPass(approved, texts);
  return !machineTranslation || misses.size === 0 ? { translations, sources } : undefined;
}

function unchanged(texts: string[]): InstantResult {
  return { translations: [...texts], sources: texts.map(() => 'fallback') };
}

/** Each text's approved translation, else the text itself; `misses`: the others that are not blank. */
function approvedPass(
  approved: ReadonlyMap<string, string>,
  texts: string[],
): { translations: string[]; sources: TranslationSource[]; misses: Set<string> } {
  const translations: string[] = [];
  const sources: TranslationSource[] = [];
  const misses = new Set<string>();
  for (const text of texts) {
    const hit = approved.get(text);
    if (hit !== undefined) {
      translations.push(hit);
      sources.push('approved');
    } else {
      translations.push(text);
      sources.push('fallback');
      if (text.trim() !== '') misses.add(text);
    }
  }
  return { translations, sources, misses };
}
