import type { TranslationStatus } from '@locale-sync/protocol';
import { statusesAtLeast } from '../../storage/statuses.ts';
import type { PulledResource, PullRequest, StatusCount } from '../../storage/types.ts';
import { compareResources, type ResourceState } from '../push.ts';
import type { CurrentString, CurrentTranslation, PlanWrites } from '../push-plan.ts';

/** One project branch as stored. Times are Unix milliseconds. */
export interface BranchRecord {
  id: number;
  name: string;
  createdAt: number;
  /** The last push, translation or merge on the branch: what idle removal counts from. */
  updatedAt: number;
  /** When its pull request was merged; its translations then move to main as main gets their keys. */
  mergedAt: number | null;
}

/** A translation made on a branch, with main's value when the branch first differed (null: main had none). */
export interface OverlayTranslation extends CurrentTranslation {
  baseValue: string | null;
}

/**
 * What a branch holds of one resource: only its differences from main. A string row is a key created,
 * whose source text changed, or that left the branch's source (obsolete on the branch only); a
 * translation row one made or changed on the branch.
 */
export interface OverlayState {
  strings: Map<string, CurrentString>;
  /** locale → key → translation. */
  translations: Map<string, Map<string, OverlayTranslation>>;
}

/** A branch's differences, by resource. */
export type Overlay = Map<string, OverlayState>;

/** An empty resource state. */
export function emptyState(): ResourceState {
  return { strings: new Map(), translations: new Map() };
}

/** What a branch sees: main's state with the branch's differences on top, per resource. */
export function compose(main: Map<string, ResourceState>, overlay: Overlay): Map<string, ResourceState> {
  const out = new Map<string, ResourceState>();
  for (const resource of new Set([...main.keys(), ...overlay.keys()])) {
    out.set(resource, composeResource(main.get(resource), overlay.get(resource)));
  }
  return out;
}

function composeResource(main: ResourceState | undefined, overlay: OverlayState | undefined): ResourceState {
  const strings = new Map(main?.strings);
  const translations = new Map<string, Map<string, CurrentTranslation>>();
  for (const [locale, byKey] of main?.translations ?? []) translations.set(locale, new Map(byKey));
  if (overlay) {
    for (const [key, s] of overlay.strings) strings.set(key, s);
    for (const [locale, byKey] of overlay.translations) {
      let target = translations.get(locale);
      if (!target) {
        target = new Map();
        translations.set(locale, target);
      }
      for (const [key, t] of byKey) {
        target.set(key, { value: t.value, status: t.status, repoValue: t.repoValue });
      }
    }
  }
  return { strings, translations };
}

/** `state` after `writes`, in memory, as a backend's applyWrites would leave it. */
export function applyInMemory(state: ResourceState, writes: PlanWrites): ResourceState {
  const strings = new Map(state.strings);
  const translations = new Map<string, Map<string, CurrentTranslation>>();
  for (const [locale, byKey] of state.translations) translations.set(locale, new Map(byKey));
  for (const s of writes.strings) {
    strings.set(s.key, {
      sourceText: s.sourceText,
      position: s.position,
      obsolete: false,
      pluralOf: s.pluralOf,
    });
  }
  for (const key of writes.obsolete) {
    const s = strings.get(key);
    if (s) strings.set(key, { ...s, obsolete: true });
  }
  for (const t of writes.translations) {
    // A translation of a key without a string is skipped, as both backends skip it.
    if (!strings.has(t.key)) continue;
    let byKey = translations.get(t.locale);
    if (!byKey) {
      byKey = new Map();
      translations.set(t.locale, byKey);
    }
    byKey.set(t.key, { value: t.value, status: t.status, repoValue: t.repoValue });
  }
  return { strings, translations };
}

/**
 * The branch's differences after a push: every string and translation of `after` that main does not
 * hold as such. A translation keeps the main value it first differed from (its base, for the merge).
 */
export function diffOverlay(
  main: ResourceState | undefined,
  after: ResourceState,
  previous: OverlayState | undefined,
): OverlayState {
  const out: OverlayState = { strings: new Map(), translations: new Map() };
  for (const [key, s] of after.strings) {
    const m = main?.strings.get(key);
    // Position alone is no difference: it only orders a pull's files.
    if (m && m.sourceText === s.sourceText && m.obsolete === s.obsolete && m.pluralOf === s.pluralOf)
      continue;
    out.strings.set(key, s);
  }
  for (const [locale, byKey] of after.translations) {
    for (const [key, t] of byKey) {
      const m = main?.translations.get(locale)?.get(key);
      if (m && m.value === t.value && m.status === t.status && m.repoValue === t.repoValue) continue;
      const before = previous?.translations.get(locale)?.get(key);
      let target = out.translations.get(locale);
      if (!target) {
        target = new Map();
        out.translations.set(locale, target);
      }
      target.set(key, { ...t, baseValue: before ? before.baseValue : (m?.value ?? null) });
    }
  }
  return out;
}

/**
 * A pull computed from a state (a branch's composed one), with the rules of the backends' pull:
 * the default resource first (kept even without strings), then the others by path; per locale the
 * active keys in source order with their texts at the requested status.
 */
export function pullFromState(
  state: Map<string, ResourceState>,
  sourceLocale: string,
  request: PullRequest,
): PulledResource[] {
  const statuses = new Set<TranslationStatus>(statusesAtLeast(request.status));
  const names = [...state.keys()].filter((r) => r !== '' && request.resources === 'all');
  const out: PulledResource[] = [];
  for (const resource of ['', ...names.sort(compareResources)]) {
    const rs = state.get(resource) ?? emptyState();
    const active = [...rs.strings]
      .filter(([, s]) => !s.obsolete)
      .sort(([ka, a], [kb, b]) => a.position - b.position || compareText(ka, kb));
    const pulled: PulledResource = {
      resource,
      sourceKeys: active.filter(([, s]) => s.pluralOf === null).length,
      obsoleteKeys: [...rs.strings]
        .filter(([, s]) => s.obsolete)
        .map(([key]) => key)
        .sort(compareText),
      entries: new Map(),
    };
    if (
      resource !== '' &&
      pulled.sourceKeys === 0 &&
      pulled.obsoleteKeys.length === 0 &&
      rs.strings.size === 0
    ) {
      continue;
    }
    for (const locale of request.locales) {
      const entries = new Map<string, string>();
      if (locale === sourceLocale) {
        for (const [key, s] of active) if (s.pluralOf === null) entries.set(key, s.sourceText);
      } else {
        const byKey = rs.translations.get(locale);
        for (const [key] of active) {
          const t = byKey?.get(key);
          if (t && statuses.has(t.status)) entries.set(key, t.value);
        }
      }
      pulled.entries.set(locale, entries);
    }
    out.push(pulled);
  }
  return out;
}

/** How many translations of active keys each locale has, by status. */
export function statusCountsOf(state: Map<string, ResourceState>): StatusCount[] {
  const counts = new Map<string, StatusCount>();
  for (const rs of state.values()) {
    for (const [locale, byKey] of rs.translations) {
      for (const [key, t] of byKey) {
        if (rs.strings.get(key)?.obsolete !== false) continue;
        const id = `${locale}\u0000${t.status}`;
        const found = counts.get(id);
        if (found) found.count++;
        else counts.set(id, { locale, status: t.status, count: 1 });
      }
    }
  }
  return [...counts.values()];
}

/** Source text → approved translation in `locale`, with the SDK's winner rule (resource, position, key). */
export function approvedBySourceTextOf(
  state: Map<string, ResourceState>,
  locale: string,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const resource of [...state.keys()].sort(compareResources)) {
    const rs = state.get(resource) as ResourceState;
    const byKey = rs.translations.get(locale);
    if (!byKey) continue;
    const active = [...rs.strings]
      .filter(([, s]) => !s.obsolete && s.pluralOf === null)
      .sort(([ka, a], [kb, b]) => a.position - b.position || compareText(ka, kb));
    for (const [key, s] of active) {
      const t = byKey.get(key);
      if (t?.status === 'approved' && !out.has(s.sourceText)) out.set(s.sourceText, t.value);
    }
  }
  return out;
}

/** Code-point order, as the backends' BINARY and "C" collations sort keys. */
export function compareText(a: string, b: string): number {
  return a === b ? 0 : compareResources(`x${a}`, `x${b}`);
}

/** Default bounds of a project's branches (the server's MAX_BRANCHES_PER_PROJECT and BRANCH_IDLE_DAYS). */
export const DEFAULT_BRANCH_POLICY = { maxBranches: 100, idleMs: 30 * 24 * 60 * 60 * 1000 };
