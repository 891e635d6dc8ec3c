import { listKeysWithinBudget, unlistedText } from './key-budget.ts';
import { codeSpan, escapeCell, escapeHtml } from './markdown.ts';
import { countsText, keyCount, type LocaleChange, type OrphanResource } from './plan.ts';

/**
 * Renders a push or pull result as Markdown for a job summary: a table with one row per locale, then
 * per changed locale a table of its keys within the report's budget (key-budget.ts), then one line
 * counting the keys of the files past it. `title` is the caller's own text; every other string is
 * escaped (markdown.ts): keys, locales, paths and notes come from files and the server.
 */
export function renderSummaryMarkdown(args: {
  title: string;
  dryRun: boolean;
  changes: readonly LocaleChange[];
  /** Paragraphs after the title: one string, or several. */
  note?: string | readonly string[];
  /** Resources the service holds without a source file in the repository: listed, never deleted. */
  orphanResources?: readonly OrphanResource[];
}): string {
  const out: string[] = [];
  out.push(`### ${args.title}${args.dryRun ? ' (dry run: nothing was changed)' : ''}`, '');
  for (const note of typeof args.note === 'string' ? [args.note] : (args.note ?? [])) {
    if (note) out.push(escapeCell(note), '');
  }
  const orphans = args.orphanResources ?? [];
  if (orphans.length > 0) {
    out.push(
      `**${orphans.length} resource${orphans.length === 1 ? '' : 's'} in the service without a source file in this repository** (kept in the service, not written; push the source file again, or remove the resource with the admin CLI's \`resources remove\`):`,
      '',
      '| Resource | Source keys |',
      '| --- | ---: |',
      ...orphans.map(
        (o) => `| ${o.resource === '' ? '(default resource)' : codeSpan(o.resource)} | ${o.keys ?? ''} |`,
      ),
      '',
    );
  }
  if (args.changes.length === 0) {
    out.push('No locales.', '');
    return out.join('\n');
  }
  const showKept = args.changes.some((c) => (c.kept?.length ?? 0) > 0);
  const showIgnored = args.changes.some((c) => (c.ignored?.length ?? 0) > 0);
  const showProblems = args.changes.some((c) => (c.problems ?? 0) > 0);
  const head = ['Locale', 'File', 'Created', 'Updated', 'Obsolete'];
  if (showKept) head.push('Kept');
  if (showIgnored) head.push('Ignored');
  head.push('Unchanged');
  if (showProblems) head.push('Translation problems');
  out.push(`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i < 2 ? ' --- ' : ' ---: ')).join('|')}|`);
  for (const c of args.changes) {
    const row = [
      escapeCell(c.locale),
      (c.path === undefined ? '' : codeSpan(c.path)) +
        (c.note === undefined ? '' : ` (${escapeCell(c.note)})`),
      String(keyCount(c, 'created')),
      String(keyCount(c, 'updated')),
      String(keyCount(c, 'obsolete')),
    ];
    if (showKept) row.push(String(c.kept?.length ?? 0));
    if (showIgnored) row.push(String(c.ignored?.length ?? 0));
    row.push(String(c.unchanged));
    if (showProblems) row.push(String(c.problems ?? 0));
    out.push(`| ${row.join(' | ')} |`);
  }
  out.push('');
  const listing = listKeysWithinBudget(args.changes);
  for (const [index, c] of args.changes.entries()) {
    const lists = listing.perChange[index] ?? [];
    if (lists.every(({ shown, more }) => shown.length === 0 && more === 0)) continue;
    // `<details>` starts an HTML block: its first line is HTML, not Markdown.
    out.push(`<details><summary>${escapeHtml(c.locale)}: ${escapeHtml(countsText(c))}</summary>`, '');
    out.push('| Change | Key |', '| --- | --- |');
    for (const { kind, shown, more } of lists) {
      for (const key of shown) out.push(`| ${kind} | ${codeSpan(key)} |`);
      if (more > 0) out.push(`| ${kind} | … and ${more} more |`);
    }
    out.push('', '</details>', '');
  }
  const unlisted = unlistedText(listing);
  if (unlisted !== undefined)
    out.push(`${escapeCell(unlisted)}; the table above counts each file's keys.`, '');
  return out.join('\n');
}

/** One problem found in a file, as a failure summary lists it. */
export interface SummaryProblem {
  level: 'warning' | 'error';
  file: string;
  line?: number;
  message: string;
}

/** Most problems a failure summary lists; the rest are counted. */
const MAX_PROBLEMS_LISTED = 100;

/**
 * Renders a failed run as Markdown for a job summary: the reason (the step's failure message) and a
 * table of the problems found in files (a broken file, the checks under `strict`), so the summary
 * says why as the log does. `title` is the caller's own text; every other string is escaped.
 */
export function renderFailureMarkdown(args: {
  title: string;
  reason: string;
  problems: readonly SummaryProblem[];
}): string {
  const out = [`### ${args.title} failed`, '', escapeCell(args.reason), ''];
  if (args.problems.length > 0) {
    out.push('| Level | File | Line | Problem |', '| --- | --- | ---: | --- |');
    for (const p of args.problems.slice(0, MAX_PROBLEMS_LISTED)) {
      out.push(`| ${p.level} | ${codeSpan(p.file)} | ${p.line ?? ''} | ${escapeCell(p.message)} |`);
    }
    if (args.problems.length > MAX_PROBLEMS_LISTED) {
      out.push(`| | | | … and ${args.problems.length - MAX_PROBLEMS_LISTED} more |`);
    }
    out.push('');
  }
  return out.join('\n');
}
