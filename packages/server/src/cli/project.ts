import { type Command, InvalidArgumentError, Option } from 'commander';
import { loadConfig } from '../config.ts';
import {
  adminView,
  createProject,
  EXTRACTION_MODES,
  MAX_INSTANT_BATCH,
  newSyncSecret,
  publicSettings,
  updateProject,
} from '../domain/projects.ts';
import { StorageConflictError } from '../storage/types.ts';
import {
  CliFailure,
  type CliIo,
  DB_FLAGS,
  DB_HELP,
  findProject,
  integer,
  list,
  required,
  withStorage,
} from './shared.ts';

/** Options shared by `project create` and `project update`. */
interface SettingsOptions {
  db?: string;
  key?: string;
  source?: string;
  locales?: string;
  extraction?: boolean;
  instant?: boolean;
  origins?: string;
  extractionMode?: string;
  sendFrequency?: number;
  minStrings?: number;
  cacheTtlMs?: number;
  batchSize?: number;
}

function batchSize(value: string): number {
  const n = integer(value);
  if (n < 1 || n > MAX_INSTANT_BATCH) throw new InvalidArgumentError(`Expected 1 to ${MAX_INSTANT_BATCH}.`);
  return n;
}

/** The settings options of create and update (update also takes the --no- forms). */
function settingsOptions(command: Command, negatable: boolean): Command {
  command
    .option('--extraction', 'turn phrase extraction on')
    .addOption(new Option('--extraction-mode <mode>', 'extraction mode').choices(EXTRACTION_MODES))
    .option('--send-frequency <seconds>', 'seconds between two sends of extracted phrases', integer)
    .option('--min-strings <n>', 'phrases a client collects before sending', integer)
    .option('--instant', 'turn instant translation on')
    .option('--cache-ttl-ms <ms>', 'how long clients cache instant translations', integer)
    .option(
      '--batch-size <n>',
      `texts per instant-translation request (1 to ${MAX_INSTANT_BATCH})`,
      batchSize,
    )
    .option('--origins <list>', 'origins allowed to call the SDK API from a browser, comma-separated');
  if (negatable) {
    command
      .option('--no-extraction', 'turn phrase extraction off')
      .option('--no-instant', 'turn instant translation off');
  }
  return command.option(DB_FLAGS, DB_HELP);
}

function extractionOf(o: SettingsOptions) {
  return {
    ...(o.extraction !== undefined && { extractPhrases: o.extraction }),
    ...(o.extractionMode !== undefined && { extractionMode: o.extractionMode }),
    ...(o.sendFrequency !== undefined && { sendFrequency: o.sendFrequency }),
    ...(o.minStrings !== undefined && { minStringsToSend: o.minStrings }),
  };
}

function instantOf(o: SettingsOptions) {
  return {
    ...(o.instant !== undefined && { enabled: o.instant }),
    ...(o.cacheTtlMs !== undefined && { cacheTtlMs: o.cacheTtlMs }),
    ...(o.batchSize !== undefined && { batchSize: o.batchSize }),
  };
}

/** `project create|show|list|update|rotate-secret|history`. */
export function registerProjectCommands(program: Command, io: CliIo): void {
  const project = program
    .command('project')
    .description('create, show, list and change projects; rotate their sync secret');

  settingsOptions(
    project
      .command('create')
      .description(
        'Creates a project and prints JSON with its key, a new sync secret (32 random bytes, base64url) and settings.',
      )
      .option('--key <key>', 'project key: 1 to 128 of A-Z a-z 0-9 _ - (required)')
      .option('--source <locale>', 'source locale, e.g. en (required)')
      .option('--locales <list>', 'supported locales, comma-separated, e.g. de,fr (required)'),
    false,
  ).action(async (o: SettingsOptions, command: Command) => {
    const key = required(command, o.key, '--key');
    const source = required(command, o.source, '--source');
    const locales = list(required(command, o.locales, '--locales'));
    await withStorage(io, o.db, async ({ storage, now, print, changed }) => {
      const created = await createProject(
        storage,
        {
          key,
          sourceLocale: source,
          locales,
          extraction: { extractPhrases: o.extraction === true, ...extractionOf(o) },
          instantTranslation: { enabled: o.instant === true, ...instantOf(o) },
          allowedOrigins: o.origins ? list(o.origins) : [],
        },
        now(),
      ).catch((err: unknown) => {
        if (err instanceof StorageConflictError) throw new CliFailure(`${err.message}; choose another --key`);
        throw err;
      });
      changed('all');
      print({
        projectKey: created.key,
        syncSecret: created.syncSecret,
        ...publicSettings(created),
        allowedOrigins: created.allowedOrigins,
      });
    });
  });

  project
    .command('show')
    .description('Prints the project settings as JSON (never the secret).')
    .option('--key <key>', 'project key (required)')
    .option(DB_FLAGS, DB_HELP)
    .action(async (o: { key?: string; db?: string }, command: Command) => {
      const key = required(command, o.key, '--key');
      await withStorage(io, o.db, async ({ storage, print }) => {
        print(adminView(await findProject(storage, key)));
      });
    });

  project
    .command('list')
    .description('Prints every project as JSON (never the secrets).')
    .option(DB_FLAGS, DB_HELP)
    .action(async (o: { db?: string }) => {
      await withStorage(io, o.db, async ({ storage, print }) => {
        print((await storage.listProjects()).map(adminView));
      });
    });

  settingsOptions(
    project
      .command('update')
      .description(
        'Changes only the given settings and prints the project as JSON. --origins "" clears the allowlist; the source locale always stays supported.',
      )
      .option('--key <key>', 'project key (required)')
      .option('--source <locale>', 'new source locale')
      .option('--locales <list>', 'new supported locales, comma-separated'),
    true,
  ).action(async (o: SettingsOptions, command: Command) => {
    const key = required(command, o.key, '--key');
    await withStorage(io, o.db, async ({ storage, now, print, changed }) => {
      const current = await findProject(storage, key);
      const updated = await updateProject(
        storage,
        current,
        {
          ...(o.source !== undefined && { sourceLocale: o.source }),
          ...(o.locales !== undefined && { supportedLocales: list(o.locales) }),
          extraction: extractionOf(o),
          instantTranslation: instantOf(o),
          ...(o.origins !== undefined && { allowedOrigins: list(o.origins) }),
        },
        now(),
      );
      changed(updated.id);
      print(adminView(updated));
    });
  });

  project
    .command('rotate-secret')
    .description(
      'Prints a new sync secret. The previous one keeps working for the overlap (default $ROTATION_OVERLAP_SECONDS or 86400 s), then stops; --overlap 0 ends it at once.',
    )
    .option('--key <key>', 'project key (required)')
    .option('--overlap <seconds>', 'how long the previous secret keeps working', integer)
    .option(DB_FLAGS, DB_HELP)
    .action(async (o: { key?: string; overlap?: number; db?: string }, command: Command) => {
      const key = required(command, o.key, '--key');
      const overlap = o.overlap ?? loadConfig(io.env).rotationOverlapSeconds;
      await withStorage(io, o.db, async ({ storage, now, print, changed }) => {
        const project = await findProject(storage, key);
        const at = now();
        const secret = newSyncSecret();
        await storage.rotateSecret(key, secret, at + overlap * 1000, at);
        changed(project.id);
        print({
          projectKey: key,
          syncSecret: secret,
          previousSecretValidUntil: new Date(at + overlap * 1000).toISOString(),
          overlapSeconds: overlap,
        });
      });
    });

  project
    .command('history')
    .description(
      'Prints the latest applied pushes as JSON, newest first: when, the repository, ref and commit they came from, the keys they changed, and how they authenticated (the sync secret, or the OIDC trust policy and token claims).',
    )
    .option('--key <key>', 'project key (required)')
    .option('--limit <n>', 'how many pushes (default 20)', integer)
    .option(DB_FLAGS, DB_HELP)
    .action(async (o: { key?: string; limit?: number; db?: string }, command: Command) => {
      const key = required(command, o.key, '--key');
      await withStorage(io, o.db, async ({ storage, print }) => {
        const found = await findProject(storage, key);
        const rows = await storage.pushHistory(found.id, o.limit ?? 20);
        print(rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })));
      });
    });
}
