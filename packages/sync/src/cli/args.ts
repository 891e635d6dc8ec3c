import { parseArgs } from 'node:util';
import { DEFAULT_API_URL, FORMATS } from '@locale-sync/protocol';
import { closest } from '../repository/did-you-mean.ts';

/** A command line that cannot be run as written; exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const COMMANDS = ['push', 'pull', 'init'] as const;
export type Command = (typeof COMMANDS)[number];

/** Environment variables the CLI reads. */
export const ENV = {
  projectKey: 'LOCALE_SYNC_PROJECT_KEY',
  secret: 'LOCALE_SYNC_SECRET',
  apiUrl: 'LOCALE_SYNC_API_URL',
  timeout: 'LOCALE_SYNC_TIMEOUT',
} as const;

const COMMON_OPTIONS = {
  'project-key': { type: 'string' },
  'api-url': { type: 'string' },
  timeout: { type: 'string' },
  'secret-file': { type: 'string' },
  // Declared only to refuse it with a reason: a secret on the command line leaks into shell
  // history and the process list.
  secret: { type: 'string' },
  path: { type: 'string' },
  'dry-run': { type: 'boolean' },
  'translation-branch': { type: 'string' },
  verbose: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const PUSH_OPTIONS = {
  ...COMMON_OPTIONS,
  'source-locale': { type: 'string' },
  strict: { type: 'boolean' },
} as const;

const PULL_OPTIONS = {
  ...COMMON_OPTIONS,
  format: { type: 'string' },
  locales: { type: 'string' },
  structure: { type: 'string' },
  status: { type: 'string' },
  missing: { type: 'string' },
  'min-coverage': { type: 'string' },
} as const;

// init talks to no server: it reads the repository and prints (or writes) its configuration.
const INIT_OPTIONS = {
  path: { type: 'string' },
  'source-locale': { type: 'string' },
  write: { type: 'boolean' },
  force: { type: 'boolean' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const OPTIONS_OF = { push: PUSH_OPTIONS, pull: PULL_OPTIONS, init: INIT_OPTIONS } as const;

/** For `Unknown option '--dryrun'`: the option meant (`--dry-run`), or the command that has it. */
function unknownOptionHint(message: string, command: Command): string {
  const given = /^Unknown option '--([^'=]+)'/.exec(message)?.[1];
  if (given === undefined) return '';
  const others = COMMANDS.filter((c) => c !== command && given in OPTIONS_OF[c]);
  if (others.length > 0)
    return ` (it is an option of ${others.map((c) => `locale-sync ${c}`).join(' and ')})`;
  const known = Object.keys(OPTIONS_OF[command]).filter((name) => name !== 'secret');
  const best = closest(given, known);
  return best === undefined ? '' : ` (did you mean --${best}?)`;
}

function commandNamed(name: string): Command {
  if (!(COMMANDS as readonly string[]).includes(name)) {
    throw new UsageError(`unknown command "${name}" (expected push, pull or init)`);
  }
  return name as Command;
}

/** A parsed command line. Values are raw strings; the settings module checks them. */
export interface ParsedArgs {
  command: Command | undefined;
  help: boolean;
  version: boolean;
  values: Record<string, string | boolean | undefined>;
}

/** Parses `argv` (without node and the script). Throws UsageError for anything malformed. */
export function parseCommandLine(argv: readonly string[]): ParsedArgs {
  const [first, ...rest] = argv;
  if (first === undefined || first === '-h' || first === '--help') {
    return { command: undefined, help: true, version: false, values: {} };
  }
  if (first === 'help') {
    // `help push` as git and npm read it: the help of that command.
    const [topic, ...extra] = rest;
    if (extra.length > 0) throw new UsageError(`help takes one command, got "${rest.join(' ')}"`);
    return {
      command: topic === undefined ? undefined : commandNamed(topic),
      help: true,
      version: false,
      values: {},
    };
  }
  if (first === '--version' || first === '-V' || first === '-v') {
    return { command: undefined, help: false, version: true, values: {} };
  }
  const command = commandNamed(first);
  let values: ParsedArgs['values'];
  try {
    const common = { args: rest, strict: true, allowPositionals: false } as const;
    values =
      command === 'pull'
        ? parseArgs({ ...common, options: PULL_OPTIONS }).values
        : command === 'init'
          ? parseArgs({ ...common, options: INIT_OPTIONS }).values
          : parseArgs({ ...common, options: PUSH_OPTIONS }).values;
  } catch (err) {
    const message = err instanceof Error ? (err.message.split('\n')[0] ?? err.message) : String(err);
    throw new UsageError(`${message}${unknownOptionHint(message, command)}`);
  }
  if (values.secret !== undefined) {
    throw new UsageError(
      `--secret is not accepted: a secret on the command line shows in shell history and the process list; set ${ENV.secret} or use --secret-file`,
    );
  }
  return { command, help: values.help === true, version: false, values };
}

const COMMON_HELP = `  --project-key <key>   project key (or ${ENV.projectKey})
  --secret-file <file>  file holding the sync secret (or ${ENV.secret}); never pass it as a flag
  --api-url <url>       base address of the sync API (or ${ENV.apiUrl}; default ${DEFAULT_API_URL})
  --timeout <seconds>   how long a try waits for the server's answer (or ${ENV.timeout}; default 60);
                        an answer's body and all tries of a request get twice as long
  --path <dir>          repository folder (default: the current folder)
  --dry-run             show the key-level plan and change nothing
  --translation-branch <name>
                        project branch to work on: auto (default: the CI run's git branch, the pull
                        request's head branch on pull requests, unless it is the default branch),
                        none or '' (main), or a branch name
  --json                print the result as JSON on stdout (for scripts)
  --verbose             print debug lines
  -h, --help            show this help (also: locale-sync help <command>)`;

/** Help text of the CLI or of one command. */
export function helpText(command?: Command): string {
  if (command === 'push') {
    return `Usage: locale-sync push [options]

Uploads the repository's translation files in one signed request: those "files" or "paths" of
.locale/config.json name, else those discovery finds (locales/de.json, public/locales/de/*.json,
locale/de/LC_MESSAGES/*.po, res/values-de/, de.lproj/, …; "locale-sync init" shows what it finds).

Options:
  --source-locale <l>   locale of the source file that translations are checked against (default: the
                        "sourceLocale" of .locale/config.json, else the one discovery infers, else en)
  --strict              fail on a translation problem (placeholders, ICU syntax, plural forms) and
                        send nothing; without it problems are warnings
${COMMON_HELP}
`;
  }
  if (command === 'pull') {
    return `Usage: locale-sync pull [options]

Downloads translations and merges them into the files push reads (the "files" or "paths" of
.locale/config.json, else those discovery finds); a new locale's file goes next to the others (or
into "outputDir"). Each file keeps its format, structure and style; a key leaves a file only when it
left the source.

Options:
  --locales <list>      locales to fetch, e.g. de,fr (default: all but the source locale)
  --format <format>     format of new files (default: as the repository's files, else json):
                        ${FORMATS.slice(0, 9).join(', ')},
                        ${FORMATS.slice(9).join(', ')}
  --structure <kind>    structure of new files, flat or nested (default: as the repository's
                        files, else flat); existing files keep theirs
  --status <status>     approved, translated or all (default approved)
  --missing <mode>      for a source key without translation: omit, source (the source text) or
                        empty (default omit)
  --min-coverage <pct>  fail and write nothing when a locale has less than this percent of the
                        source keys (0-100; default 0, no check)
${COMMON_HELP}
`;
  }
  if (command === 'init') {
    return `Usage: locale-sync init [options]

Reads the repository as push does without a configuration, reports what it found (on stderr) and
prints the .locale/config.json that describes it (on stdout). Needs no project key and no server.

Options:
  --write               write it to .locale/config.json (an existing file is kept unless --force)
  --force               with --write, replace an existing .locale/config.json
  --source-locale <l>   the source locale, when discovery cannot tell (default: the "sourceLocale" of an
                        existing .locale/config.json, else the language a source file declares, else en,
                        else the one English locale found, else en-US among several)
  --path <dir>          repository folder (default: the current folder)
  --verbose             print debug lines
  -h, --help            show this help
`;
  }
  return `Usage: locale-sync <command> [options]

Commands:
  push    upload the repository's translation files
  pull    download translation files into the repository
  init    print (or --write) the .locale/config.json that describes the repository

Options:
  -h, --help      show this help
  -V, --version   print the version

Run "locale-sync help <command>" (or "locale-sync <command> --help") for the options of a command.
Exit codes: 0 done, 1 failed, 2 wrong usage.
`;
}
