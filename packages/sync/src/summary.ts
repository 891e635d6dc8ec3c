import { countsText, hasChanges, type LocaleChange, MAX_KEYS_LISTED } from './plan.ts';

/**
 * Renders a push or pull result as Markdown for a job summary: a table with one row per locale, then
 * per changed locale a table of its keys. Every string is escaped: keys and paths come from files and
 * the server.
 */
export function renderSummaryMarkdown(args: {
  title: string;
  dryRun: boolean;
  changes: readonly LocaleChange[];
  note?: string;
}): string {
  const out: string[] = [];
  out.push(`### ${escapeCell(args.title)}${args.dryRun ? ' (dry run: nothing was changed)' : ''}`, '');
  if (args.note) out.push(escapeCell(args.note), '');
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
      (c.path === undefined ? '' : `<code>${escapeCell(c.path)}</code>`) +
        (c.note === undefined ? '' : ` (${escapeCell(c.note)})`),
      String(c.created.length),
      String(c.updated.length),
      String(c.obsolete.length),
    ];
    if (showKept) row.push(String(c.kept?.length ?? 0));
    if (showIgnored) row.push(String(c.ignored?.length ?? 0));
    row.push(String(c.unchanged));
    if (showProblems) row.push(String(c.problems ?? 0));
    out.push(`| ${row.join(' | ')} |`);
  }
  out.push('');
  for (const c of args.changes) {
    if (!hasChanges(c) && (c.kept?.length ?? 0) === 0 && (c.ignored?.length ?? 0) === 0) continue;
    out.push(`<details><summary>${escapeCell(c.locale)}: ${escapeCell(countsText(c))}</summary>`, '');
    out.push('| Change | Key |', '| --- | --- |');
    const kinds: [string, readonly string[] | undefined][] = [
      ['created', c.created],
      ['updated', c.updated],
      ['obsolete', c.obsolete],
      ['kept', c.kept],
      ['ignored', c.ignored],
    ];
    for (const [kind, keys] of kinds) {
      if (!keys) continue;
      for (const key of keys.slice(0, MAX_KEYS_LISTED))
        out.push(`| ${kind} | <code>${escapeCell(key)}</code> |`);
      if (keys.length > MAX_KEYS_LISTED)
        out.push(`| ${kind} | … and ${keys.length - MAX_KEYS_LISTED} more |`);
    }
    out.push('', '</details>', '');
  }
  return out.join('\n');
}

/** Escapes text for a Markdown table cell: HTML, pipes, backslashes and line breaks. */
export function escapeCell(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('\\', '&#92;')
    .replaceAll('|', '&#124;')
    .replaceAll('`', '&#96;')
    .replace(/[\r\n\u2028\u2029]+/g, ' ');
}
