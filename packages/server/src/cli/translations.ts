import { type PullStatus, TRANSLATION_STATUSES, type TranslationStatus } from '@locale-sync/protocol';
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

const RESOURCE_FLAGS = '--resource <path>';
const RESOURCE_HELP =
  'the source file the key belongs to, as pushed (relative to the repository; "" for the default resource); needed only when the key is in several';

/**
 * The resource of an active `key`: `given` when there is one, else the only resource that has the
 * key. A key in several resources needs --resource; the failure lists them.
 */
async function resourceOfKey(
  storage: Storage,
  project: ProjectRecord,
  key: string,
  given: string | undefined,
): Promise<string> {
  const resources = await storage.resourcesOfKey(project.id, key);
  if (given !== undefined) {
    if (!resources.includes(given)) {
      throw unknownKey(`key ${key} is not an active string${resourceName(given, ' of')}`);
    }
    return given;
  }
  if (resources.length === 0) throw unknownKey(`key ${key} is not an active string of the project`);
  if (resources.length > 1) {
    throw new CliFailure(
      `key ${key} is in ${resources.length} resources (${resources.map((r) => JSON.stringify(r)).join(', ')}); choose one with --resource`,
    );
  }
  return resources[0] as string;
}

/** How a message names a resource: nothing for the default one. */
function resourceName(resource: string, prefix: string): string {
  return resource === '' ? `${prefix} the project` : `${prefix} resource ${resource}`;
}

/** The fields a command prints about a resource: none for the default one. */
function resourceField(resource: string | undefined): { resource?: string } {
  return resource === undefined || resource === '' ? {} : { resource };
}

/** The pull `status` values that bring a translation stored with each status. */
const PULLED_BY: Record<TranslationStatus, PullStatus[]> = {
  approved: ['approved', 'translated', 'all'],
  translated: ['translated', 'all'],
  draft: ['all'],
};

/**
 * What `set` tells a person on stderr: the status it stored and whether a default pull (status
 * approved) brings it; a pull that leaves it behind would otherwise only say the files are up to date.
 */
function reachNote(project: string, locale: string, key: string, status: TranslationStatus): string {
  if (status === 'approved')
    return 'stored as approved: the next pull brings it (pulls ask for approved by default)';
  const approve = `locale-sync-server translations approve --project ${project} --locale ${locale} --key ${key}`;
  const pull =
    status === 'translated'
      ? "pull with status translated (the actions' status input, the CLI's --status translated)"
      : "pull with status all (the actions' status input, the CLI's --status all)";
  return `stored as ${status}: a default pull (status approved) does not bring it; approve it (${approve}) or ${pull}`;
}

/** `translations list|set|approve|machine-translate`: the review workflow without a UI. */
export function registerTranslationCommands(program: Command, io: CliIo): void {
  const translations = program
    .command('translations')
    .description('list, set, approve and machine-translate translations');

  translations
    .command('list')
    .description(
      'Prints stored translations as JSON lines sorted by locale, resource and source order (resource "" is the default one; updatedAt in ISO 8601).',
    )
    .option('--project <key>', 'project key (required)')
    .option('--locale <locale>', 'only this locale')
    .addOption(statusOption('only translations with this status'))
    .option(RESOURCE_FLAGS, 'only the strings of this source file ("" for the default resource)')
    .option(DB_FLAGS, DB_HELP)
    .action(
      async (
        o: { project?: string; locale?: string; status?: TranslationStatus; resource?: string; db?: string },
        command: Command,
      ) => {
        const key = required(command, o.project, '--project');
        await withStorage(io, o.db, async ({ storage }) => {
          const project = await findProject(storage, key);
          const rows = await storage.listTranslations(project.id, {
            locale: o.locale !== undefined ? supportedLocale(project, o.locale) : undefined,
            status: o.status,
            resource: o.resource,
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
    .option(RESOURCE_FLAGS, RESOURCE_HELP)
    .option('--value <text>', 'the translation (required; --value "" for an empty text)')
    .option(
      '--branch <name>',
      'set it on this project branch only (a key of the branch; --resource default: the default resource)',
    )
    .addOption(statusOption('status to store').default('translated'))
    .option(DB_FLAGS, DB_HELP)
    .action(
      async (
        o: {
          project?: string;
          locale?: string;
          key?: string;
          resource?: string;
          branch?: string;
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
          const branch = o.branch;
          const resource =
            branch === undefined
              ? await resourceOfKey(storage, project, key, o.resource)
              : (o.resource ?? '');
          await (branch === undefined
            ? storage.setTranslation(project.id, key, target, value, o.status, now(), resource)
            : storage.setBranchTranslation(project, branch, key, target, value, o.status, now(), resource)
          ).catch((err: unknown) => {
            if (err instanceof StorageNotFoundError) throw unknownKey(err.message);
            throw err;
          });
          changed(project.id);
          print({
            project: project.key,
            ...(branch !== undefined && { branch }),
            locale: target,
            ...resourceField(resource),
            key,
            value,
            status: o.status,
            pulledBy: PULLED_BY[o.status],
          });
          io.stderr(`${reachNote(project.key, target, key, o.status)}
`);
        });
      },
    );

  translations
    .command('approve')
    .description(
      'Approves one key (--key, in every locale or in --locale), one resource (--resource), one locale, or everything.',
    )
    .option('--project <key>', 'project key (required)')
    .option('--locale <locale>', 'only this locale')
    .option('--key <key>', 'only this string key')
    .option(RESOURCE_FLAGS, `only this source file's strings; with --key, ${RESOURCE_HELP}`)
    .option(DB_FLAGS, DB_HELP)
    .action(
      async (
        o: { project?: string; locale?: string; key?: string; resource?: string; db?: string },
        command: Command,
      ) => {
        const projectKey = required(command, o.project, '--project');
        await withStorage(io, o.db, async ({ storage, now, print, changed }) => {
          const project = await findProject(storage, projectKey);
          const locale = o.locale !== undefined ? supportedLocale(project, o.locale) : undefined;
          const resource =
            o.key !== undefined ? await resourceOfKey(storage, project, o.key, o.resource) : o.resource;
          const approved = await storage.approve(project.id, { locale, resource, key: o.key }, now());
          if (approved > 0) changed(project.id);
          print({ project: project.key, locale, ...resourceField(resource), key: o.key, approved });
        });
      },
    );

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
                item.resource,
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
