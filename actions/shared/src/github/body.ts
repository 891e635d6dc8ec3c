import { codeSpan, escapeCell, type LocaleChange, renderSummaryMarkdown } from '@locale-sync/sync';
import { CHARACTERS, cutMarkdown } from '../cut-markdown.ts';

/** GitHub's limit on a pull request body and an issue comment, in characters. */
export const GITHUB_BODY_LIMIT = 65_536;

/** The hidden line that marks the push action's comment, so each run finds and updates it. */
export const PLAN_COMMENT_MARKER = '<!-- locale-sync:push-plan -->';

/** Keys longer than this are cut in comments and bodies: a reviewer reads names, not paragraphs. */
const KEY_CHARS = 80;

/** Problems listed in a comment before the list is cut short. */
const MAX_PROBLEMS_LISTED = 50;

/** A problem the checks logged on a file (a placeholder lost, broken ICU, a plural form). */
export interface FileProblem {
  level: 'warning' | 'error';
  message: string;
  file: string;
  line?: number;
}

/**
 * Cuts Markdown to `limit` characters at a line break, closes a `<details>` left open, and says where
 * the whole text is (the run's page when known).
 */
export function cutToLimit(markdown: string, runUrl: string | undefined, limit = GITHUB_BODY_LIMIT): string {
  const where = runUrl === undefined ? "the run's job summary" : `the [run's job summary](${runUrl})`;
  const footer = `\n\n**Cut to fit GitHub's limit of ${limit.toLocaleString('en-US')} characters**: the whole list is in ${where}.\n`;
  return cutMarkdown(markdown, limit, CHARACTERS, footer);
}

/** The changes with every key cut to a readable length (the counts stay those of the full lists). */
function readableKeys(changes: readonly LocaleChange[]): LocaleChange[] {
  const cut = (keys: string[]) =>
    keys.map((k) => (k.length > KEY_CHARS ? `${k.slice(0, KEY_CHARS - 1)}…` : k));
  return changes.map((c) => ({
    ...c,
    created: cut(c.created),
    updated: cut(c.updated),
    obsolete: cut(c.obsolete),
    ...(c.kept !== undefined && { kept: cut(c.kept) }),
    ...(c.ignored !== undefined && { ignored: cut(c.ignored) }),
  }));
}

/** The pull request body of the pull action: the job summary's per-locale change table, cut to fit. */
export function renderPullRequestBody(args: {
  changes: readonly LocaleChange[];
  note: string;
  runUrl: string | undefined;
}): string {
  const table = renderSummaryMarkdown({
    title: 'Translations from locale-sync',
    dryRun: false,
    changes: readableKeys(args.changes),
    note: args.note,
  });
  const footer =
    args.runUrl === undefined
      ? 'Opened by the locale-sync pull action; each run updates this pull request.'
      : `Opened by the locale-sync pull action ([run](${args.runUrl})); each run updates this pull request.`;
  return cutToLimit(`${table}\n${footer}\n`, args.runUrl);
}

/**
 * The push action's pull request comment: the hidden marker, what pushing the pull request's files
 * would change in the service (keys per locale), and the problems the checks found with file and
 * line; or why the push would fail.
 */
export function renderPlanComment(args: {
  changes: readonly LocaleChange[] | undefined;
  note: string | undefined;
  problems: readonly FileProblem[];
  failure?: string;
  runUrl: string | undefined;
}): string {
  const out = [PLAN_COMMENT_MARKER];
  if (args.changes !== undefined) {
    out.push(
      renderSummaryMarkdown({
        title: 'locale-sync: what pushing this pull request would change',
        dryRun: true,
        changes: readableKeys(args.changes),
        ...(args.note !== undefined && { note: args.note }),
      }),
    );
  } else {
    out.push('### locale-sync: what pushing this pull request would change', '');
  }
  if (args.failure !== undefined) out.push(`**The push would fail**: ${escapeCell(args.failure)}`, '');
  out.push(renderProblems(args.problems));
  out.push(
    args.runUrl === undefined
      ? '<sub>Written by the locale-sync push action as a dry run: nothing was sent to the service. Each new commit updates this comment.</sub>'
      : `<sub>Written by the locale-sync push action ([run](${args.runUrl})) as a dry run: nothing was sent to the service. Each new commit updates this comment.</sub>`,
    '',
  );
  return cutToLimit(out.join('\n'), args.runUrl);
}

/** The problems the checks logged, as a Markdown table with file and line (empty without problems). */
export function renderProblems(problems: readonly FileProblem[]): string {
  if (problems.length === 0) return '';
  const out = [`#### Problems in the translation files (${problems.length})`, ''];
  out.push('| File | Line | Problem |', '| --- | ---: | --- |');
  for (const p of problems.slice(0, MAX_PROBLEMS_LISTED)) {
    const mark = p.level === 'error' ? 'error' : 'warning';
    out.push(`| ${codeSpan(p.file)} | ${p.line ?? ''} | ${mark}: ${escapeCell(p.message)} |`);
  }
  if (problems.length > MAX_PROBLEMS_LISTED) {
    out.push(`| | | … and ${problems.length - MAX_PROBLEMS_LISTED} more |`);
  }
  out.push('');
  return out.join('\n');
}
