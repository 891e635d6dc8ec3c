import { parseArgs } from 'node:util';
import { TRANSLATION_STATUSES, type TranslationStatus } from '@locale-sync/protocol';
import { loadConfig } from '../config.ts';
import { adminView, createProject, newSyncSecret, parseLocales, updateProject } from '../domain/projects.ts';
import { translatorFromEnv } from '../mt/index.ts';
import { serve } from '../server.ts';
import { openSqliteStorage } from '../storage/sqlite.ts';
import {
  type ProjectRecord,
  type Storage,
  StorageConflictError,
  StorageNotFoundError,
} from '../storage/types.ts';

/** Where the CLI writes, and what it reads the environment from (injected in tests). */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  now?: () => number;
}

/** A wrong invocation: exit code 2 with the command's usage. */
class UsageError extends Error {
  override name = 'UsageError';
}

/** A failure the operator can fix: exit code 1. */
class CliFailure extends Error {
  override name = 'CliFailure';
}

const DB_OPTION = { db: { type: 'string' as const } };
const HELP_OPTION = { help: { type: 'boolean' as const, short: 'h' } };

const USAGE: Record<string, string> = {
  main: `Usage: locale-sync-server <command> [options]

Commands:
  serve                          run the HTTP server
  project create|show|list|update|rotate-secret
  translations list|set|approve|machine-translate
  phrases list                   show extracted phrases of a project

Every command takes --db PATH (default $DATABASE_PATH or ./data/locale-sync.db) and --help.
Exit codes: 0 ok, 1 failure, 2 usage error.`,
  serve: `Usage: locale-sync-server serve [--port 8787] [--host 127.0.0.1] [--db ./data/locale-sync.db]

Runs the sync API and the public SDK API under /api/v1 (env PORT, HOST, DATABASE_PATH).
--port 0 picks a free port. Prints "locale-sync-server listening on http://HOST:PORT" to stderr.`,
  'project create': `Usage: locale-sync-server project create --key KEY --source en --locales en,de,fr
         [--extraction] [--instant] [--origins https://a.example,https://b.example] [--db PATH]

Creates a project and prints JSON with its key, a new sync secret (32 random bytes, base64url) and settings.`,
  'project show':
    'Usage: locale-sync-server project show --key KEY [--db PATH]\n\nPrints the project settings as JSON (never the secret).',
  'project list':
    'Usage: locale-sync-server project list [--db PATH]\n\nPrints every project as JSON (never the secrets).',
  'project update': `Usage: locale-sync-server project update --key KEY [--source en] [--locales en,de,fr]
         [--extraction | --no-extraction] [--extraction-mode source] [--send-frequency SECONDS]
         [--min-strings N] [--instant | --no-instant] [--cache-ttl-ms MS] [--batch-size N]
         [--origins https://a.example,... | --origins ""] [--db PATH]

Changes only the given settings and prints the project as JSON. --origins "" clears the allowlist.`,
  'project rotate-secret': `Usage: locale-sync-server project rotate-secret --key KEY [--overlap SECONDS] [--db PATH]

Prints a new sync secret. The previous one keeps working for the overlap (default
$ROTATION_OVERLAP_SECONDS or 86400 s), then stops; --overlap 0 ends it at once.`,
  'translations list': `Usage: locale-sync-server translations list --project KEY [--locale de] [--status draft|translated|approved] [--db PATH]

Prints stored translations as JSON lines sorted by locale and source order.`,
  'translations set': `Usage: locale-sync-server translations set --project KEY --locale de --key home.title --value "..."
         [--status translated|approved|draft] [--db PATH]

Sets one translation of an active key (default status: translated).`,
  'translations approve': `Usage: locale-sync-server translations approve --project KEY [--locale de] [--key home.title] [--db PATH]

Approves one key (--key, in every locale or in --locale), one locale, or everything.`,
  'translations machine-translate': `Usage: locale-sync-server translations machine-translate --project KEY [--locale de] [--db PATH]

Fills missing translations with the configured machine-translation provider (MT_PROVIDER) as draft.`,
  'phrases list':
    'Usage: locale-sync-server phrases list --project KEY [--db PATH]\n\nPrints extracted phrases as JSON lines.',
};

/** Runs one CLI invocation; resolves to the exit code (serve resolves 0 once listening). */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const now = io.now ?? (() => Date.now());
  const [first, second] = argv;
  const group = first === 'project' || first === 'translations' || first === 'phrases';
  const command = group ? `${first} ${second ?? ''}`.trim() : (first ?? '');
  const rest = argv.slice(group ? 2 : 1);
  try {
    if (command === '' || command === '--help' || command === '-h' || command === 'help') {
      io.stdout(`${USAGE.main}\n`);
      return command === '' ? 2 : 0;
    }
    const usage = USAGE[command];
    if (!usage) throw new UsageError(`unknown command "${command}"`);
    if (rest.includes('--help') || rest.includes('-h')) {
      io.stdout(`${usage}\n`);
      return 0;
    }
    if (command === 'serve') return await runServe(rest, io);
    return await withStorage(rest, io, (storage, values) => runAdmin(command, storage, values, io, now));
  } catch (err) {
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.stderr(`error: ${(err as Error).message}\n\n${USAGE[command] ?? USAGE.main}\n`);
      return 2;
    }
    io.stderr(`error: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}

async function runServe(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { port: { type: 'string' }, host: { type: 'string' }, ...DB_OPTION, ...HELP_OPTION },
    strict: true,
  });
  const portText = values.port ?? io.env.PORT ?? '8787';
  if (!/^[0-9]{1,5}$/.test(portText) || Number(portText) > 65535) {
    throw new UsageError(`--port must be a number from 0 to 65535, got "${portText}"`);
  }
  await serve({
    port: Number(portText),
    host: values.host ?? io.env.HOST ?? '127.0.0.1',
    dbPath: dbPath(values.db, io.env),
    env: io.env,
  });
  return 0;
}

const ADMIN_OPTIONS = {
  ...DB_OPTION,
  ...HELP_OPTION,
  key: { type: 'string' as const },
  project: { type: 'string' as const },
  source: { type: 'string' as const },
  locales: { type: 'string' as const },
  locale: { type: 'string' as const },
  extraction: { type: 'boolean' as const },
  instant: { type: 'boolean' as const },
  origins: { type: 'string' as const },
  'extraction-mode': { type: 'string' as const },
  'send-frequency': { type: 'string' as const },
  'min-strings': { type: 'string' as const },
  'cache-ttl-ms': { type: 'string' as const },
  'batch-size': { type: 'string' as const },
  overlap: { type: 'string' as const },
  value: { type: 'string' as const },
  status: { type: 'string' as const },
};

type AdminValues = ReturnType<typeof parseAdmin>;

function parseAdmin(args: string[]) {
  return parseArgs({
    args,
    options: ADMIN_OPTIONS,
    strict: true,
    allowPositionals: false,
    allowNegative: true,
  }).values;
}

async function withStorage(
  args: string[],
  io: CliIo,
  fn: (storage: Storage, values: AdminValues) => Promise<number>,
): Promise<number> {
  const values = parseAdmin(args);
  const storage = openSqliteStorage(dbPath(values.db, io.env));
  try {
    return await fn(storage, values);
  } finally {
    storage.close();
  }
}

function dbPath(flag: string | undefined, env: NodeJS.ProcessEnv): string {
  return flag ?? env.DATABASE_PATH ?? './data/locale-sync.db';
}

async function runAdmin(
  command: string,
  storage: Storage,
  v: AdminValues,
  io: CliIo,
  now: () => number,
): Promise<number> {
  const print = (value: unknown) => io.stdout(`${JSON.stringify(value, null, 2)}\n`);
  switch (command) {
    case 'project create': {
      const project = await createProject(
        storage,
        {
          key: required(v.key, '--key'),
          sourceLocale: required(v.source, '--source'),
          locales: list(required(v.locales, '--locales')),
          extraction: { extractPhrases: v.extraction === true, ...extractionNumbers(v) },
          instantTranslation: { enabled: v.instant === true, ...instantNumbers(v) },
          allowedOrigins: v.origins ? list(v.origins) : [],
        },
        now(),
      ).catch(rethrowConflict);
      print({ projectKey: project.key, syncSecret: project.syncSecret, ...settingsOf(project) });
      return 0;
    }
    case 'project show':
      print(describe(await findProject(storage, required(v.key, '--key'))));
      return 0;
    case 'project list':
      print((await storage.listProjects()).map(describe));
      return 0;
    case 'project update': {
      const current = await findProject(storage, required(v.key, '--key'));
      const extraction = {
        ...(v.extraction !== undefined && { extractPhrases: v.extraction }),
        ...extractionNumbers(v),
      };
      const instant = { ...(v.instant !== undefined && { enabled: v.instant }), ...instantNumbers(v) };
      const updated = await updateProject(
        storage,
        current,
        {
          ...(v.source !== undefined && { sourceLocale: v.source }),
          ...(v.locales !== undefined && { supportedLocales: list(v.locales) }),
          extraction,
          instantTranslation: instant,
          ...(v.origins !== undefined && { allowedOrigins: list(v.origins) }),
        },
        now(),
      );
      print(describe(updated));
      return 0;
    }
    case 'project rotate-secret': {
      const key = required(v.key, '--key');
      await findProject(storage, key);
      const overlap =
        v.overlap !== undefined ? integer(v.overlap, '--overlap') : loadConfig(io.env).rotationOverlapSeconds;
      const at = now();
      const secret = newSyncSecret();
      await storage.rotateSecret(key, secret, at + overlap * 1000, at);
      print({
        projectKey: key,
        syncSecret: secret,
        previousSecretValidUntil: new Date(at + overlap * 1000).toISOString(),
        overlapSeconds: overlap,
      });
      return 0;
    }
    case 'translations list': {
      const project = await findProject(storage, required(v.project, '--project'));
      const rows = await storage.listTranslations(project.id, {
        locale: v.locale !== undefined ? locale(project, v.locale) : undefined,
        status: v.status !== undefined ? status(v.status) : undefined,
      });
      for (const row of rows) io.stdout(`${JSON.stringify(row)}\n`);
      return 0;
    }
    case 'translations set': {
      const project = await findProject(storage, required(v.project, '--project'));
      const target = locale(project, required(v.locale, '--locale'));
      if (target === project.sourceLocale) {
        throw new CliFailure(
          `${target} is the source locale: source texts come from pushes of the repository`,
        );
      }
      const key = required(v.key, '--key');
      // An empty text is a legal translation, so only an absent --value is an error.
      if (v.value === undefined)
        throw new UsageError('--value is required (use --value "" for an empty text)');
      const value = v.value;
      const st = v.status !== undefined ? status(v.status) : 'translated';
      await storage.setTranslation(project.id, key, target, value, st, now()).catch(rethrowNotFound);
      print({ project: project.key, locale: target, key, value, status: st });
      return 0;
    }
    case 'translations approve': {
      const project = await findProject(storage, required(v.project, '--project'));
      const filter = { locale: v.locale !== undefined ? locale(project, v.locale) : undefined, key: v.key };
      const approved = await storage.approve(project.id, filter, now());
      print({ project: project.key, ...filter, approved });
      return 0;
    }
    case 'translations machine-translate': {
      const project = await findProject(storage, required(v.project, '--project'));
      const translator = translatorFromEnv(io.env);
      if (!translator) throw new CliFailure('MT_PROVIDER is none: choose pseudo or libretranslate');
      const locales =
        v.locale !== undefined
          ? [locale(project, v.locale)]
          : project.supportedLocales.filter((l) => l !== project.sourceLocale);
      const filled: Record<string, number> = {};
      for (const target of locales) {
        const missing = await storage.missingTranslations(project.id, target);
        filled[target] = 0;
        for (let i = 0; i < missing.length; i += 50) {
          const chunk = missing.slice(i, i + 50);
          const out = await translator.translate(
            chunk.map((m) => m.sourceText),
            project.sourceLocale,
            target,
          );
          for (const [j, item] of chunk.entries()) {
            await storage.setTranslation(project.id, item.key, target, out[j] as string, 'draft', now());
            filled[target]++;
          }
        }
      }
      print({ project: project.key, provider: translator.name, filled });
      return 0;
    }
    case 'phrases list': {
      const project = await findProject(storage, required(v.project, '--project'));
      for (const row of await storage.listPhrases(project.id)) io.stdout(`${JSON.stringify(row)}\n`);
      return 0;
    }
  }
  throw new UsageError(`unknown command "${command}"`);
}

function settingsOf(project: ProjectRecord) {
  return {
    sourceLocale: project.sourceLocale,
    supportedLocales: project.supportedLocales,
    extraction: project.extraction,
    instantTranslation: project.instantTranslation,
    allowedOrigins: project.allowedOrigins,
  };
}

const describe = adminView;

async function findProject(storage: Storage, key: string): Promise<ProjectRecord> {
  const project = await storage.getProject(key);
  if (!project)
    throw new CliFailure(`no project with key ${key} (list them with "locale-sync-server project list")`);
  return project;
}

function required(value: string | undefined, flag: string): string {
  if (value === undefined || value === '') throw new UsageError(`${flag} is required`);
  return value;
}

function list(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function integer(value: string, flag: string): number {
  if (!/^[0-9]+$/.test(value)) throw new UsageError(`${flag} must be a non-negative integer, got "${value}"`);
  return Number(value);
}

function extractionNumbers(v: AdminValues) {
  return {
    ...(v['extraction-mode'] !== undefined && { extractionMode: v['extraction-mode'] }),
    ...(v['send-frequency'] !== undefined && {
      sendFrequency: integer(v['send-frequency'], '--send-frequency'),
    }),
    ...(v['min-strings'] !== undefined && { minStringsToSend: integer(v['min-strings'], '--min-strings') }),
  };
}

function instantNumbers(v: AdminValues) {
  const batch = v['batch-size'] !== undefined ? integer(v['batch-size'], '--batch-size') : undefined;
  if (batch !== undefined && (batch < 1 || batch > 50)) throw new UsageError('--batch-size must be 1 to 50');
  return {
    ...(v['cache-ttl-ms'] !== undefined && { cacheTtlMs: integer(v['cache-ttl-ms'], '--cache-ttl-ms') }),
    ...(batch !== undefined && { batchSize: batch }),
  };
}

function locale(project: ProjectRecord, code: string): string {
  const [normalized] = parseLocales([code]);
  if (!project.supportedLocales.includes(normalized as string)) {
    throw new CliFailure(
      `locale ${code} is not supported by project ${project.key} (supported: ${project.supportedLocales.join(', ')})`,
    );
  }
  return normalized as string;
}

function status(value: string): TranslationStatus {
  if (!(TRANSLATION_STATUSES as readonly string[]).includes(value)) {
    throw new UsageError(`--status must be one of ${TRANSLATION_STATUSES.join(', ')}, got "${value}"`);
  }
  return value as TranslationStatus;
}

function rethrowConflict(err: unknown): never {
  if (err instanceof StorageConflictError) throw new CliFailure(`${err.message}; choose another --key`);
  throw err;
}

function rethrowNotFound(err: unknown): never {
  if (err instanceof StorageNotFoundError) throw new CliFailure(`${err.message}; push the source file first`);
  throw err;
}
