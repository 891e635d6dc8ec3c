import { safeText } from '../logger.ts';
import { listKeysWithinBudget, unlistedText } from './key-budget.ts';
import { countsText, type KeyKind, type LocaleChange } from './plan.ts';

/** The mark of each kind in the plan text. */
const MARKS: Readonly<Record<KeyKind, string>> = {
  created: '+',
  updated: '~',
  obsolete: '-',
  kept: '=',
  ignored: '!',
};

/**
 * One line per locale's file with its counts, then its keys (`+` created, `~` updated, `-` obsolete)
 * within the report's budget (key-budget.ts), then one line counting the keys of the files past it.
 */
export function renderPlanText(changes: readonly LocaleChange[]): string {
  if (changes.length === 0) return 'no locales';
  const listing = listKeysWithinBudget(changes);
  const lines: string[] = [];
  for (const [index, change] of changes.entries()) {
    const where = change.path === undefined ? '' : ` (${safeText(change.path)})`;
    const note = change.note === undefined ? '' : ` (${safeText(change.note)})`;
    lines.push(`${safeText(change.locale)}${where}: ${countsText(change)}${note}`);
    for (const { kind, shown, more } of listing.perChange[index] ?? []) {
      for (const key of shown) lines.push(`  ${MARKS[kind]} ${safeText(key)}`);
      if (more > 0) lines.push(`  ${MARKS[kind]} … and ${more} more`);
    }
  }
  const unlisted = unlistedText(listing);
  if (unlisted !== undefined) lines.push(unlisted);
  return lines.join('\n');
}
