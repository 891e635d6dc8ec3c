import { TRANSLATION_STATUSES, type TranslationStatus } from '@locale-sync/protocol';
import { type Command, Option } from 'commander';
import { translateTexts } from '../domain/instant-translation.ts';
import { parseLocales } from '../domain/projects.ts';
import { translatorFromEnv } from '../mt/index.ts';
import type { ProjectRecord, Storage } from '../storage/types.ts';
import { StorageNotFoundError } from '../storage/types.ts';
import { CliFailure, type CliIo, DB_FLAGS, DB_HELP, findProject, required, withStorage } from './shared.ts';

/** Texts per provider call: the instant-translation limit of the protocol. */
const CHUNK = 50;

function statusOption(description: string): Option {
  return new Option('--status <status>', description).choices(TRANSLATION_STATUSES);
}

/** One of the project's supported locales, normalised; a failure naming the supported ones otherwise. */
function supportedLocale(project: ProjectRecord, code: string): string {
  const [normalized] = parseLocales([code]) as [string];
  if (!project.supportedLocales.includes(normalized)) {
    throw new CliFailure(
      `locale ${code} is not supported by project ${project.key} (supported: ${project.supportedLocales.join(', ')})`,
    );
  }
  return normalized;
}

/** A failure for a key that is not an active string, as `set` and `approve` report it. */
function unknownKey(message: string): CliFailure {
  return new CliFailure(`${message}; push the source file first`);
}

/** Throws unless `key` is an active string of the project (the source's keys). */
async function requireActiveKey(storage: Storage, project: ProjectRecord, key: string): Promise<void> {
  const active = await storage.pullEntries(project, project.sourceLocale, 'all');
  if (!active.has(key)) throw unknownKey(`key ${key} is not an active string of the project`);
}

/** `translations list|set|approve|machine-translate`: the review workflow without a UI. */
export function registerTranslationCommands(program: Command, io: CliIo): void {
  const translations = program
    .command('translations')
    .description('list, set, approve and machine-translate translations');

  translations
    .command('list')
    .description(
      'Prints stored translations as JSON lines sorted by locale and source order (updatedAt in ISO 8601).',
    )
    .option('--project <key>', 'project key (required)')
    .option('--locale <locale>', 'only this locale')
    .addOption(statusOption('only translations with this status'))
    .option(DB_FLAGS, DB_HELP)
    .action(
      async (
        o: { project?: string; locale?: string; status?: TranslationStatus; db?: string },
        command: Command,
      ) => {
        const key = required(command, o.project, '--project');
        await withStorage(io, o.db, async ({ storage }) => {
          const project = await findProject(storage, key);
          const rows = await storage.listTranslations(project.id, {
            locale: o.locale !== undefined ? supportedLocale(project, o.locale) : undefined,
            status: o.status,
          });
          for (const row of rows) {
            io.stdout(`${JSON.stringify({ ...row, updatedAt: new Date(row.updatedAt).toISOString() })}\n`);
          }
        });
      },
    );

  translations
    .command('set')
    .description('Sets one translation of an active key (default status: translated).')
    .option('--project <key>', 'project key (required)')
    .option('--locale <locale>', 'target locale (required)')
    .option('--key <key>', 'string key (required)')
    .option('--value <text>', 'the translation (required; --value "" for an empty text)')
    .addOption(statusOption('status to store').default('translated'))
    .option(DB_FLAGS, DB_HELP)
    .action(
      async (
        o: {
          project?: string;
          locale?: string;
          key?: string;
          value?: string;
          status: TranslationStatus;
          db?: string;
        },
        command: Command,
      ) => {
        const projectKey = required(command, o.project, '--project');
        const localeCode = required(command, o.locale, '--locale');
        const key = required(command, o.key, '--key');
        // An empty text is a legal translation, so only an absent --value is an error.
        if (o.value === undefined)
          command.error('error: --value is required (use --value "" for an empty text)');
        const value = o.value as string;
        await withStorage(io, o.db, async ({ storage, now, print, changed }) => {
          const project = await findProject(storage, projectKey);
          const target = supportedLocale(project, localeCode);
          if (target === project.sourceLocale) {
            throw new CliFailure(
              `${target} is the source locale: source texts come from pushes of the repository`,
            );
          }
          await storage
            .setTranslation(project.id, key, target, value, o.status, now())
            .catch((err: unknown) => {
              if (err instanceof StorageNotFoundError) throw unknownKey(err.message);
              throw err;
            });
          changed(project.id);
          print({ project: project.key, locale: target, key, value, status: o.status });
        });
      },
    );

  translations
    .command('approve')
    .description('Approves one key (--key, in every locale or in --locale), one locale, or everything.')
    .option('--project <key>', 'project key (required)')
    .option('--locale <locale>', 'only this locale')
    .option('--key <key>', 'only this string key')
    .option(DB_FLAGS, DB_HELP)
    .action(async (o: { project?: string; locale?: string; key?: string; db?: string }, command: Command) => {
      const projectKey = required(command, o.project, '--project');
      await withStorage(io, o.db, async ({ storage, now, print, changed }) => {
        const project = await findProject(storage, projectKey);
        const filter = {
          locale: o.locale !== undefined ? supportedLocale(project, o.locale) : undefined,
          key: o.key,
        };
        if (o.key !== undefined) await requireActiveKey(storage, project, o.key);
        const approved = await storage.approve(project.id, filter, now());
        if (approved > 0) changed(project.id);
        print({ project: project.key, ...filter, approved });
      });
    });

  translations
    .command('machine-translate')
    .description(
      'Fills missing translations as draft: an approved translation of the same source text, else the configured machine-translation provider (MT_PROVIDER), through its cache.',
    )
    .option('--project <key>', 'project key (required)')
    .option('--locale <locale>', 'only this locale (default: every locale but the source)')
    .option(DB_FLAGS, DB_HELP)
    .action(async (o: { project?: string; locale?: string; db?: string }, command: Command) => {
      const projectKey = required(command, o.project, '--project');
      const translator = translatorFromEnv(io.env);
      if (!translator) throw new CliFailure('MT_PROVIDER is none: choose pseudo or libretranslate');
      await withStorage(io, o.db, async ({ storage, now, print, changed }) => {
        const project = await findProject(storage, projectKey);
        const locales =
          o.locale !== undefined
            ? [supportedLocale(project, o.locale)]
            : project.supportedLocales.filter((l) => l !== project.sourceLocale);
        const filled: Record<string, number> = Object.create(null);
        for (const target of locales) {
          const missing = await storage.missingTranslations(project.id, target);
          filled[target] = 0;
          for (let i = 0; i < missing.length; i += CHUNK) {
            const chunk = missing.slice(i, i + CHUNK);
            const result = await translateTexts(
              { storage, translator, now },
              project,
              chunk.map((m) => m.sourceText),
              project.sourceLocale,
              target,
            );
            if (result.machineError !== undefined) {
              const reason =
                result.machineError instanceof Error
                  ? result.machineError.message
                  : String(result.machineError);
              throw new CliFailure(
                `${translator.name} failed for ${target} after ${filled[target]} texts: ${reason}`,
              );
            }
            for (const [j, item] of chunk.entries()) {
              if (result.sources[j] === 'fallback') continue;
              await storage.setTranslation(
                project.id,
                item.key,
                target,
                result.translations[j] as string,
                'draft',
                now(),
              );
              filled[target]++;
              changed(project.id);
            }
          }
        }
        print({ project: project.key, provider: translator.name, filled: { ...filled } });
      });
    });
}
