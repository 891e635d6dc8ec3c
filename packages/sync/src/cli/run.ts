import { readFile } from 'node:fs/promises';
import { redactCredentials, SyncClient } from '@locale-sync/client';
import { createNodeTransport } from '@locale-sync/client/node';
import { sourceFromEnv } from '../api.ts';
import {
  resolveTranslationBranch,
  TRANSLATION_BRANCH_AUTO,
  type TranslationBranch,
} from '../branch/translation-branch.ts';
import { describeError, type SyncSettingNames } from '../describe-error.ts';
import { SyncError } from '../errors.ts';
import { safeText } from '../logger.ts';
import { runPull } from '../pull/run.ts';
import { runPush } from '../push/push.ts';
import { branchStateLines, mergeLines } from '../report/branch-lines.ts';
import { renderPlanText } from '../report/plan-text.ts';
import { describePull, heldBackLines } from '../report/pull-line.ts';
import { describePush } from '../report/push-line.ts';
import {
  parseApiUrl,
  parseFormat,
  parseLocales,
  parseMinCoverage,
  parseMissing,
  parseProjectKey,
  parseSecret,
  parseSourceLocale,
  parseStatus,
  parseStructure,
  parseTimeout,
  resolveRoot,
  SettingError,
  timeoutLimits,
} from '../settings.ts';
import { type Command, ENV, helpText, parseCommandLine, UsageError } from './args.ts';
import { runInit } from './init.ts';
import { cliLogger } from './logger.ts';
import { withProgress } from './progress.ts';

/** The settings as CLI users give them: flags and environment variables, never the actions' inputs. */
const CLI_NAMES: SyncSettingNames = {
  apiUrl: `--api-url (or ${ENV.apiUrl})`,
  projectKey: `--project-key (or ${ENV.projectKey})`,
  secret: `the secret (${ENV.secret} or --secret-file)`,
  locales: '--locales',
};

/** Where the CLI writes: results to `out`, logs and progress to `err`. */
export interface Io {
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream & { isTTY?: boolean };
  env: Record<string, string | undefined>;
  cwd: string;
}

/** Runs the CLI and returns its exit code: 0 done, 1 failed, 2 wrong usage. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const write = (stream: NodeJS.WritableStream, text: string) =>
    stream.write(text.endsWith('\n') ? text : `${text}\n`);
  let args: ReturnType<typeof parseCommandLine> | undefined;
  try {
    args = parseCommandLine(argv);
    if (args.version) {
      write(io.out, await version());
      return 0;
    }
    if (args.help || args.command === undefined) {
      write(io.out, helpText(args.command));
      return 0;
    }
    if (args.command === 'init') {
      if (args.values.force === true && args.values.write !== true) {
        throw new UsageError('--force replaces an existing .locale/config.json, so it goes with --write');
      }
      const logger = cliLogger(io, args.values.verbose === true);
      const flag = (name: string) =>
        typeof args?.values[name] === 'string' ? (args.values[name] as string) : undefined;
      const result = await runInit(
        {
          root: resolveRoot(flag('path') ?? '.', io.cwd),
          ...(flag('source-locale') !== undefined && {
            sourceLocale: parseSourceLocale(flag('source-locale') as string, '--source-locale') as string,
          }),
          write: args.values.write === true,
          force: args.values.force === true,
        },
        logger,
      );
      if (result.written === undefined) io.out.write(result.config);
      else logger.info(`wrote ${result.written}`);
      return 0;
    }
    const settings = await readSettings(args.command, args.values, io);
    const logger = cliLogger(io, args.values.verbose === true);
    // Said whenever a branch is used; on main only with --verbose, so that main's output stays as it was.
    if (settings.translationBranch.branch !== undefined) logger.info(settings.translationBranch.reason);
    else logger.debug(settings.translationBranch.reason);
    const client = new SyncClient({
      apiUrl: settings.apiUrl,
      projectKey: settings.projectKey,
      secret: settings.secret,
      branch: settings.translationBranch.branch,
      addressSetting: CLI_NAMES.apiUrl,
      ...timeoutLimits(settings.timeoutSeconds),
      timeoutSetting: `--timeout (or ${ENV.timeout})`,
      fetch: createNodeTransport(io.env as NodeJS.ProcessEnv),
      onRetry: (info) =>
        logger.info(
          `${info.reason}: retrying in ${(info.delayMs / 1000).toFixed(1)} s (try ${info.attempt + 1})`,
        ),
    });
    if (args.command === 'push') {
      const result = await runPush({
        root: settings.root,
        client,
        logger,
        dryRun: settings.dryRun,
        ...(settings.source !== undefined && { source: settings.source }),
        ...(settings.sourceLocale !== undefined && { sourceLocale: settings.sourceLocale }),
        strict: settings.strict,
        phase: (name, work) => withProgress(io, `${name} (${redactCredentials(settings.apiUrl)})`, work),
      });
      if (args.values.json === true) {
        write(
          io.out,
          JSON.stringify({ command: 'push', ...result.response, changes: result.changes }, null, 2),
        );
        return 0;
      }
      write(io.out, renderPlanText(result.changes));
      write(io.out, describePush(result));
      const branchLines = [
        ...branchStateLines(result.response.branch ?? '', result.response.branchState),
        ...mergeLines(result.response.merges),
      ];
      for (const line of branchLines) write(io.out, safeText(line));
      return 0;
    }
    const result = await runPull({
      root: settings.root,
      client,
      logger,
      dryRun: settings.dryRun,
      options: {
        ...(settings.format !== undefined && { format: settings.format }),
        ...(settings.structure !== undefined && { structure: settings.structure }),
        status: settings.status,
        ...(settings.locales !== undefined && { locales: settings.locales }),
        missing: settings.missing,
        ...(settings.minCoverage !== undefined && { minCoverage: settings.minCoverage }),
      },
      phase: (name, work) => withProgress(io, `${name} (${redactCredentials(settings.apiUrl)})`, work),
    });
    if (args.values.json === true) {
      const { dryRun, changed, changedFiles, changes } = result;
      const branch = settings.translationBranch.branch;
      write(
        io.out,
        JSON.stringify(
          {
            command: 'pull',
            ...(branch !== undefined && { branch }),
            dryRun,
            changed,
            changedFiles,
            files: result.locales.length,
            changes,
          },
          null,
          2,
        ),
      );
      return 0;
    }
    // With no file pulled the closing line says so; a plan of "no locales" would only repeat it.
    if (result.changes.length > 0) write(io.out, renderPlanText(result.changes));
    write(io.out, describePull(result, result.changedFiles.map(safeText)));
    // Why a translation edited in the service may not have come: the status asked for left it out.
    for (const line of heldBackLines(result, (status) => `--status ${status}`)) {
      logger.info(`note: ${line}`);
    }
    return 0;
  } catch (err) {
    if (err instanceof UsageError || err instanceof SettingError) {
      const help = args?.command ? `locale-sync help ${args.command}` : 'locale-sync --help';
      write(io.err, `locale-sync: ${err.message}\nRun "${help}" for usage.`);
      return 2;
    }
    // Our own messages may span lines (both readings of a repository): each line is made safe, the
    // line breaks kept, so they never print as `\u000a`.
    const message = describeError(err, CLI_NAMES).split('\n').map(safeText).join('\n');
    write(io.err, `error: ${errorWhere(message, err)}`);
    return 1;
  }
}

interface CliSettings {
  projectKey: string;
  secret: string;
  apiUrl: string;
  /** Seconds a try waits for an answer's headers (`--timeout`). */
  timeoutSeconds: number;
  root: string;
  dryRun: boolean;
  source: ReturnType<typeof sourceFromEnv>;
  format: ReturnType<typeof parseFormat>;
  structure: ReturnType<typeof parseStructure>;
  status: ReturnType<typeof parseStatus>;
  locales: string[] | undefined;
  sourceLocale: string | undefined;
  strict: boolean;
  missing: ReturnType<typeof parseMissing>;
  minCoverage: number | undefined;
  translationBranch: TranslationBranch;
}

/** Flags first, then environment variables; the secret only from the environment or a file. */
async function readSettings(
  command: Command,
  values: Record<string, string | boolean | undefined>,
  io: Io,
): Promise<CliSettings> {
  const flag = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  let secret = io.env[ENV.secret] ?? '';
  const secretFile = flag('secret-file');
  if (secretFile !== undefined) {
    try {
      // A trailing newline from `echo secret > file` is not part of the secret.
      secret = (await readFile(resolveRoot(secretFile, io.cwd), 'utf8')).replace(/\r?\n$/, '');
    } catch (err) {
      throw new SettingError(
        `Invalid --secret-file: cannot read ${secretFile} (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
      );
    }
  }
  // The flags' own values first, so a typo is reported before missing credentials.
  const apiUrl = parseApiUrl(flag('api-url') ?? io.env[ENV.apiUrl] ?? '', `--api-url (or ${ENV.apiUrl})`);
  const timeoutSeconds = parseTimeout(
    flag('timeout') ?? io.env[ENV.timeout] ?? '',
    `--timeout (or ${ENV.timeout})`,
  );
  const format = parseFormat(flag('format') ?? '', '--format');
  const structure = parseStructure(flag('structure') ?? '', '--structure');
  const status = parseStatus(flag('status') ?? '', '--status');
  const locales = parseLocales(flag('locales') ?? '', '--locales');
  const sourceLocale = parseSourceLocale(flag('source-locale') ?? '', '--source-locale');
  const missing = parseMissing(flag('missing') ?? '', '--missing');
  const minCoverage = parseMinCoverage(flag('min-coverage') ?? '', '--min-coverage');
  const translationBranch = resolveTranslationBranch(
    flag('translation-branch') ?? TRANSLATION_BRANCH_AUTO,
    '--translation-branch',
    io.env,
  );
  const projectKey = parseProjectKey(
    flag('project-key') ?? io.env[ENV.projectKey] ?? '',
    `--project-key (or ${ENV.projectKey})`,
  );
  return {
    projectKey,
    secret: parseSecret(secret, `sync secret (set ${ENV.secret} or use --secret-file)`),
    apiUrl,
    timeoutSeconds,
    root: resolveRoot(flag('path') ?? '.', io.cwd),
    dryRun: values['dry-run'] === true,
    source: command === 'push' ? sourceFromEnv(io.env) : undefined,
    format,
    structure,
    status,
    locales,
    sourceLocale,
    strict: values.strict === true,
    missing,
    minCoverage,
    translationBranch,
  };
}

/** The version the standalone bundle was built from (scripts/build-cli.ts defines it); no package.json is beside it. */
declare const LOCALE_SYNC_VERSION: string | undefined;

async function version(): Promise<string> {
  if (typeof LOCALE_SYNC_VERSION === 'string') return `locale-sync ${LOCALE_SYNC_VERSION}`;
  const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return `locale-sync ${pkg.version}`;
}

/** The message with its file (and line) named once: a message that starts with the file keeps it there. */
function errorWhere(message: string, err: unknown): string {
  if (!(err instanceof SyncError) || err.file === undefined) return message;
  const file = safeText(err.file);
  const place = err.line ? `${file}:${err.line}` : file;
  if (message.startsWith(`${file}: `)) return `${place}: ${message.slice(file.length + 2)}`;
  if (message.startsWith(`${file} `) && err.line === undefined) return message;
  return `${message} (${place})`;
}
