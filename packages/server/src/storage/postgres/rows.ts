import type { TranslationStatus } from '@locale-sync/protocol';
import type { CurrentString, CurrentTranslation } from '../../domain/push-plan.ts';

/**
 * The rows main's strings and translations and a branch's differences share, and their one mapping
 * to the planner's types: `strings` and `branch_strings` have the same string columns,
 * `translations` and `branch_translations` the same translation columns.
 */
export interface StringRow {
  resource: string;
  key: string;
  source_text: string;
  position: number;
  obsolete: boolean;
  plural_of: string | null;
}

/** A translation row, with the resource and key of its string. */
export interface TranslationRow {
  resource: string;
  key: string;
  locale: string;
  value: string;
  status: TranslationStatus;
  repo_value: string | null;
}

/** A string row as the planner sees it. */
export function toCurrentString(r: StringRow): CurrentString {
  return { sourceText: r.source_text, position: r.position, obsolete: r.obsolete, pluralOf: r.plural_of };
}

/** A translation row as the planner sees it. */
export function toCurrentTranslation(r: TranslationRow): CurrentTranslation {
  return { value: r.value, status: r.status, repoValue: r.repo_value };
}

/** Something with strings and translations by locale, as both main's state and a branch's hold them. */
interface HasTranslations<T> {
  translations: Map<string, Map<string, T>>;
}

/** Groups rows by resource: `of(resource)` is that resource's state, made empty on first use. */
export function byResource<S extends { strings: Map<string, unknown> } & HasTranslations<unknown>>(
  states: Map<string, S>,
  empty: () => S,
): (resource: string) => S {
  return (resource) => {
    let state = states.get(resource);
    if (!state) {
      state = empty();
      states.set(resource, state);
    }
    return state;
  };
}

/** Sets `value` as the translation of `key` in `locale`. */
export function setTranslation<T>(state: HasTranslations<T>, locale: string, key: string, value: T): void {
  let byKey = state.translations.get(locale);
  if (!byKey) {
    byKey = new Map();
    state.translations.set(locale, byKey);
  }
  byKey.set(key, value);
}
