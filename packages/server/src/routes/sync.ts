import { FormatError, getFormat } from '@locale-sync/formats';
import {
  errorBodySchema,
  HEADER_FILES_LAST,
  type LocalePlan,
  listKeysWithin,
  type Problem,
  type PullStatus,
  pullQuerySchema,
  pullResponseSchema,
  pushRequestSchema,
  pushResponseSchema,
  SYNC_PULL_PATH,
  SYNC_PUSH_PATH,
} from '@locale-sync/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { BranchLimitError } from '../domain/branches/push.ts';
import { ResourceLimitError, StringLimitError } from '../domain/project-limits.ts';
import { SourceLocaleError } from '../domain/source-locale.ts';
import { ApiError } from '../errors.ts';
import { decodeBody } from '../http/body-encoding.ts';
import { checkPushLocales } from '../http/identifiers.ts';
import { readBodyAsItArrives } from '../http/json-body.ts';
import { limitSyncProject } from '../http/rate-limits.ts';
import type { ParsedPushFile, ProjectRecord } from '../storage/types.ts';
import { registerBranchClose } from './branch-close.ts';
import { listKeysHeader, listKeysTotalHeader } from './list-keys.ts';
import { checkRenderable, pullBody } from './pull-body.ts';
import { parseAsItArrives, parsedAsItArrived, parsePushFile } from './push-files.ts';
import { registerPushState } from './push-state.ts';
import { authenticateSync, branchHeader } from './sync-auth.ts';

const SIGNED_HEADERS_DOC =
  'Signed with x-project-key, x-sync-ts (Unix seconds), x-sync-nonce and x-sync-signature (HMAC-SHA256, hex) over METHOD\\nPATH\\nPROJECT_KEY\\nTS\\nNONCE, then \\nBRANCH when x-sync-branch names a project branch; or keyless, with Authorization: Bearer <OIDC ID token> in place of x-sync-signature.';

const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  413: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

/** The signed sync API: push (and its state step) and pull. Mounted under /api/v1, signed over /api/sync/…. */
export function syncRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    registerPushState(fastify, ctx);
    registerBranchClose(fastify, ctx);

    app.post(
      SYNC_PUSH_PATH,
      {
        config: { api: 'sync', bodyLimitSetting: 'MAX_BODY_BYTES' },
        bodyLimit: ctx.config.maxBodyBytes,
        schema: {
          description: `Uploads translation files (the source locale's file defines the strings). ${SIGNED_HEADERS_DOC} Accepts Content-Encoding: gzip.`,
          body: pushRequestSchema,
          response: { 200: pushResponseSchema, ...errorResponses },
        },
        // Authentication happens on the headers alone, so a bad signature never costs a body read.
        onRequest: async (request, reply) => {
          request.authProject = await authenticateSync(ctx, request, SYNC_PUSH_PATH);
          await limitSyncProject(ctx, request, reply);
        },
        // Each file is parsed as soon as it has arrived, while the next ones are still coming.
        preParsing: async (request, _reply, payload) =>
          readBodyAsItArrives(request, decodeBody(request, payload), (value, index) =>
            parseAsItArrives(request, value, index),
          ),
        preValidation: async (request) => checkPushLocales(request.body),
      },
      async (request) => {
        const project = request.authProject as ProjectRecord;
        const body = request.body;
        const listKeys = listKeysHeader(request);
        const listKeysTotal = listKeysTotalHeader(request);
        if (body.dryRun !== true && request.syncAuth?.access === 'pull') {
          throw new ApiError(
            'token_not_trusted',
            `the trust policy that matched this token lets it pull and dry-run only: send "dryRun": true, or ask the admin of project ${project.key} for a policy with --access push`,
            { claim: 'access' },
          );
        }
        checkLocales(
          project,
          body.files.map((f) => f.locale),
          true,
        );
        const parsed: ParsedPushFile[] = [];
        const problems: Problem[] = [];
        body.files.forEach((file, index) => {
          try {
            parsed.push(parsedAsItArrived(request, index, file) ?? parsePushFile(file, project));
          } catch (err) {
            if (!(err instanceof FormatError)) throw err;
            problems.push({
              location: `body.files[${index}].content`,
              message: `${file.path}${err.line !== undefined ? `:${err.line}` : ''}: ${err.message}`,
            });
          }
        });
        if (problems.length > 0) {
          throw new ApiError(
            'invalid_file',
            `invalid file content, nothing was stored: ${problems.map((p) => p.message).join('; ')}`,
            problems,
          );
        }
        const branch = branchHeader(request);
        const { plan, resources, renamed, merges, branchState } = await ctx.storage
          .push(project, {
            files: parsed,
            dryRun: body.dryRun === true,
            source: body.source,
            auth: request.syncAuth?.auth,
            now: ctx.clock.now(),
            branch,
            branchPolicy: branchPolicy(ctx),
            maxResources: ctx.config.maxResourcesPerProject,
            maxStrings: ctx.config.maxStringsPerProject,
          })
          .catch((err: unknown) => {
            if (err instanceof ResourceLimitError) {
              throw new ApiError('resource_limit_reached', err.message, { maxResources: err.maxResources });
            }
            if (err instanceof StringLimitError) {
              throw new ApiError('strings_limit_reached', err.message, { maxStrings: err.maxStrings });
            }
            if (err instanceof SourceLocaleError) {
              throw new ApiError('source_locale_mismatch', err.message, {
                sourceLocale: err.sourceLocale,
                pushedLocales: err.pushedLocales,
              });
            }
            if (err instanceof BranchLimitError) {
              throw new ApiError('branch_limit_reached', err.message, { maxBranches: err.maxBranches });
            }
            throw err;
          });
        if (body.dryRun !== true) await announceChange(ctx, request, project.id);
        return {
          ...(branch !== undefined && { branch }),
          ...(branchState !== undefined && { branchState }),
          ...(merges !== undefined && { merges }),
          dryRun: body.dryRun === true,
          files: body.files.length,
          // Each locale once: with resources, one locale has a file per resource.
          locales: [...new Set(body.files.map((f) => f.locale))],
          keys: totals(plan),
          // A client that shows only each locale's first keys, or only so many in all, is not sent
          // the rest: a push of a million new strings would otherwise answer a million names it lets
          // go unread, and a layout of ten files per locale ten times the names its reports show.
          plan: listKeysWithin(plan, listKeys, listKeysTotal),
          resources,
          ...(renamed !== undefined && { renamed }),
        };
      },
    );

    app.get(
      SYNC_PULL_PATH,
      {
        config: { api: 'sync' },
        schema: {
          description: `Downloads translation files rendered in the requested format and structure. ${SIGNED_HEADERS_DOC}`,
          querystring: pullQuerySchema,
          response: { 200: pullResponseSchema, ...errorResponses },
        },
        onRequest: async (request, reply) => {
          request.authProject = await authenticateSync(ctx, request, SYNC_PULL_PATH);
          await limitSyncProject(ctx, request, reply);
        },
      },
      async (request, reply) => {
        const project = request.authProject as ProjectRecord;
        const query = request.query;
        const locales = query.locales ?? project.supportedLocales.filter((l) => l !== project.sourceLocale);
        checkLocales(project, locales);
        const format = getFormat(query.format);
        const branch = branchHeader(request);
        const pulled = await ctx.storage.pull(project, {
          locales,
          status: query.status,
          resources: query.resources === 'all' ? 'all' : 'default',
          branch,
        });
        // The top level speaks of the default resource, as it did before resources existed.
        const { sourceKeys, obsoleteKeys } = pulled[0] ?? { sourceKeys: 0, obsoleteKeys: [] };
        // Advisory counts, read after the snapshot: a push in between shifts them by what it changed.
        const heldBack = await heldBackBy(ctx, project, locales, query.status, branch);
        const render = {
          head: {
            sourceLocale: project.sourceLocale,
            ...(branch !== undefined && { branch }),
            sourceKeys,
            obsoleteKeys,
            ...(query.resources === 'all' && {
              resources: pulled.map((r) => ({
                resource: r.resource,
                sourceKeys: r.sourceKeys,
                obsoleteKeys: r.obsoleteKeys,
              })),
            }),
            ...(heldBack.length > 0 && { heldBack }),
          },
          pulled,
          locales,
          format,
          formatName: query.format,
          structure: query.structure,
        };
        checkRenderable(render);
        // Streamed, `files` last (said by the header): a client may apply each file as it arrives.
        return (
          reply
            .type('application/json; charset=utf-8')
            .header(HEADER_FILES_LAST, 'true')
            // The stream is the schema's JSON, which the typed reply cannot know of a stream.
            .send(pullBody(render) as never)
        );
      },
    );
  };
}

/** The bounds of a project's branches, from the server's configuration. */
export function branchPolicy(ctx: AppContext): { maxBranches: number; idleMs: number } {
  return {
    maxBranches: ctx.config.branches.maxPerProject,
    idleMs: ctx.config.branches.idleDays * 24 * 60 * 60 * 1000,
  };
}

/**
 * Tells the other instances' read caches that a project changed. The write is already committed, so
 * a failure here only delays what they see (to CACHE_CHECK_MS): logged, never the client's error.
 */
export async function announceChange(
  ctx: AppContext,
  request: FastifyRequest,
  projectId: number,
): Promise<void> {
  try {
    await ctx.changes.changed(projectId);
  } catch (err) {
    request.log.warn({ err }, 'could not announce the change to the other instances');
  }
}

/**
 * The translations of `locales` a pull at `status` leaves out, by status: with approved, the
 * translated and draft ones; with translated, the drafts; with all, none (no query then).
 */
async function heldBackBy(
  ctx: AppContext,
  project: ProjectRecord,
  locales: string[],
  status: PullStatus,
  branch: string | undefined,
): Promise<Array<{ locale: string; status: 'translated' | 'draft'; count: number }>> {
  if (status === 'all') return [];
  const left: Array<'translated' | 'draft'> = status === 'approved' ? ['translated', 'draft'] : ['draft'];
  const counts = await ctx.storage.statusCounts(project, branch);
  const out: Array<{ locale: string; status: 'translated' | 'draft'; count: number }> = [];
  for (const locale of locales) {
    if (locale === project.sourceLocale) continue;
    for (const held of left) {
      const count = counts.find((c) => c.locale === locale && c.status === held)?.count ?? 0;
      if (count > 0) out.push({ locale, status: held, count });
    }
  }
  return out;
}

/**
 * 400 unknown_locale when a locale is not one of the project's supported locales. On a push that
 * sends no file of the source locale, an unknown locale of the source's language (`en-US` for a
 * project in `en`) is most likely the repository's source: the message says so.
 */
function checkLocales(project: ProjectRecord, locales: string[], push = false): void {
  // A locale held by several files (namespaces, .lproj/*.strings) is named once.
  const unknown = [...new Set(locales)].filter((l) => !project.supportedLocales.includes(l));
  if (unknown.length > 0) {
    const source = project.sourceLocale;
    const language = (l: string) => l.split('-')[0]?.toLowerCase();
    const likelySource =
      push && !locales.includes(source) ? unknown.find((l) => language(l) === language(source)) : undefined;
    const hint =
      likelySource === undefined
        ? ''
        : `; this push sends no file of the project's source locale ${source}: if ${likelySource} is the repository's source locale, make it the project's ("locale-sync-server project update --key ${project.key} --source ${likelySource}") or rename the repository's files`;
    throw new ApiError(
      'unknown_locale',
      `locale${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not supported by project ${project.key} (supported: ${project.supportedLocales.join(', ')}); add ${unknown.length > 1 ? 'them' : 'it'} with "locale-sync-server project update" or ${push ? 'fix the file' : `leave ${unknown.length > 1 ? 'them' : 'it'} out of the pull's locales`}${hint}`,
      { unknownLocales: unknown, supportedLocales: project.supportedLocales },
    );
  }
}

function totals(plan: LocalePlan[]) {
  const keys = { created: 0, updated: 0, unchanged: 0, obsolete: 0, kept: 0, ignored: 0 };
  for (const p of plan) {
    keys.created += p.created.length;
    keys.updated += p.updated.length;
    keys.unchanged += p.unchanged;
    keys.obsolete += p.obsolete.length;
    keys.kept += p.kept.length;
    keys.ignored += p.ignored.length;
  }
  return keys;
}
