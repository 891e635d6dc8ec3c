import {
  batchExtractResponseSchema,
  branchNameSchema,
  errorBodySchema,
  instantRequestSchema,
  instantResponseSchema,
  localeCodeSchema,
  normalizeLocale,
  phraseBatchSchema,
  projectKeySchema,
  projectSettingsSchema,
  translationsResponseSchema,
} from '@locale-sync/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { translateInMemory, translateTexts } from '../domain/instant-translation.ts';
import { mergePhraseTally } from '../domain/phrases.ts';
import { publicSettings } from '../domain/projects.ts';
import { ApiError } from '../errors.ts';
import { type CacheReader, type Rendered, render, sendCacheable } from '../http/cache.ts';
import { isProjectKey } from '../http/identifiers.ts';
import { installJsonBodyParser, RecentBodies } from '../http/json-body.ts';
import { checkOrigin } from '../http/origin.ts';
import { limitSdkBodyProject } from '../http/rate-limits.ts';
import type { ProjectRecord } from '../storage/types.ts';
import type { ReadyAnswer } from './sdk-fast.ts';
import {
  answerHead,
  handChecked,
  instantBody,
  isInstantBody,
  projectParams as projectParamsByHand,
  queryWithoutBranch,
  sendInstantAnswer,
  translateParams as translateParamsByHand,
  WarmAnswers,
} from './sdk-wire.ts';

/** A locale's approved translations as cached: the answer ready to send, and the map behind it. */
interface LocaleTranslations {
  rendered: Rendered;
  /** Source text → approved translation; undefined for the source locale (answered empty). */
  approved: Map<string, string> | undefined;
}

const translationsId = (locale: string) => `translations:${locale}`;

/** Instant-translation bodies kept by their text (each at most RECENT_BODY_CHARS characters). */
const RECENT_BODIES = 128;
const RECENT_BODY_CHARS = 8192;

/** Locale codes normalised so far; the same few come with every SDK request. Bounded. */
const locales = new Map<string, string | undefined>();

/** `normalizeLocale`, once per distinct code (Intl's canonicalisation costs more than a cached answer). */
function cachedLocale(code: string): string | undefined {
  if (locales.has(code)) return locales.get(code);
  const locale = normalizeLocale(code);
  if (locales.size >= 1000) locales.clear();
  locales.set(code, locale);
  return locale;
}

const projectParams = z.object({ projectKey: projectKeySchema });
const translateParams = z.object({ projectKey: projectKeySchema, langCode: localeCodeSchema });
/** `?branch=`: a project branch's view (main's approved translations with the branch's on top), for preview environments. */
const translateQuery = z.object({ branch: branchNameSchema.optional() });
// Identifiers are checked for shape and length before the project lookup and the rate limiter see them.
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};

/**
 * The answer `GET /projects/key/:projectKey` (no `locale`) or `GET /translate/:projectKey/:langCode`
 * would send from the cache, when it can be had without waiting: the cache fresh now, the project
 * and the answer in it, and `origin` allowed. Else undefined (the route then answers, whatever the
 * answer is). Used by the request listener in front of Fastify (sdk-fast.ts).
 */
export function readyAnswer(
  ctx: AppContext,
  projectKey: string,
  locale: string | undefined,
  origin: string | undefined,
): ReadyAnswer | undefined {
  const reader = ctx.cache.readerNow();
  if (reader === undefined) return undefined;
  const project = ctx.cache.cachedProject(projectKey);
  if (project === undefined) return undefined;
  const restrictsOrigins = project.allowedOrigins.length > 0;
  // checkOrigin's refusal is the route's to send.
  if (restrictsOrigins && origin !== undefined && !project.allowedOrigins.includes(origin)) return undefined;
  let rendered: Rendered | undefined;
  if (locale === undefined) {
    rendered = reader.peek<Rendered>(project.id, 'settings');
  } else {
    const normalized = cachedLocale(locale);
    if (normalized === undefined || !project.supportedLocales.includes(normalized)) return undefined;
    rendered = reader.peek<LocaleTranslations>(project.id, translationsId(normalized))?.rendered;
  }
  return rendered === undefined ? undefined : { rendered, restrictsOrigins };
}

/** The public SDK API: settings, approved translations, phrase extraction, instant translation. */
export function sdkRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    ctx.cache.watch(fastify.server);

    app.get(
      '/projects/key/:projectKey',
      {
        config: { api: 'sdk' },
        schema: {
          description:
            'Public settings of a project. Answers ETag and Cache-Control; 304 on a matching If-None-Match.',
          params: projectParams,
          response: { 200: projectSettingsSchema, ...errors },
        },
        validatorCompiler: handChecked({ params: projectParamsByHand }),
      },
      async (request, reply) => {
        const cache = await ctx.cache.checkedFor(request);
        const project = await projectFromPath(cache, request.params.projectKey);
        checkOrigin(project, request, { requireOrigin: false });
        const rendered = await cache.value(project.id, 'settings', async () =>
          render(publicSettings(project)),
        );
        return sendCacheable(request, reply, rendered, ctx.config.sdkCacheControl);
      },
    );

    app.get(
      '/translate/:projectKey/:langCode',
      {
        config: { api: 'sdk' },
        schema: {
          description:
            'Approved translations of a locale, keyed by source text (active strings only; the source locale answers an empty object). ETag, Cache-Control, 304.',
          params: translateParams,
          querystring: translateQuery,
          response: { 200: translationsResponseSchema, ...errors },
        },
        validatorCompiler: handChecked({ params: translateParamsByHand, querystring: queryWithoutBranch }),
      },
      async (request, reply) => {
        const cache = await ctx.cache.checkedFor(request);
        const project = await projectFromPath(cache, request.params.projectKey);
        checkOrigin(project, request, { requireOrigin: false });
        const locale = cachedLocale(request.params.langCode);
        if (locale === undefined || !project.supportedLocales.includes(locale)) {
          throw new ApiError(
            'not_found',
            `locale ${request.params.langCode} is not supported by project ${project.key} (supported: ${project.supportedLocales.join(', ')})`,
          );
        }
        const branch = request.query.branch;
        const { rendered } = await cache.value<LocaleTranslations>(
          project.id,
          branch === undefined ? translationsId(locale) : `${translationsId(locale)}@${branch}`,
          async () => {
            const approved =
              locale === project.sourceLocale
                ? undefined
                : await ctx.storage.approvedBySourceText(project.id, locale, branch);
            // Source texts are data from outside: a null-prototype object holds `__proto__` as a text.
            const translations: Record<string, string> = Object.create(null);
            for (const [source, value] of approved ?? []) translations[source] = value;
            return { rendered: render({ translations }), approved };
          },
        );
        return sendCacheable(request, reply, rendered, ctx.config.sdkCacheControl);
      },
    );

    app.post(
      '/phrases/batch-extract',
      {
        config: { api: 'sdk' },
        schema: {
          description:
            "Stores extracted phrases (1–500). Duplicates (same sourceText and context) are merged within and across batches: counts add up, distinct locations are kept. A batch that would take the project past the server's phrase limit is refused whole with 409 phrase_limit_reached.",
          body: phraseBatchSchema,
          response: { 200: batchExtractResponseSchema, 409: errorBodySchema, ...errors },
        },
        // The project key is in the body, so its rate-limit layer applies once the body is read.
        preHandler: async (request, reply) =>
          limitSdkBodyProject(ctx, request, reply, request.body.projectKey),
      },
      async (request) => {
        const body = request.body;
        const project = await ctx.cache.project(body.projectKey);
        if (!project)
          throw new ApiError(
            'invalid_project_key',
            `unknown project key ${body.projectKey}: check projectKey in the body`,
          );
        if (!project.extraction.extractPhrases) {
          throw new ApiError(
            'feature_disabled',
            `phrase extraction is not enabled for project ${project.key}; enable it with "locale-sync-server project update --key ${project.key} --extraction"`,
          );
        }
        // Browsers send Origin; servers and CLIs that report phrases do not, and need no allowlist.
        checkOrigin(project, request, { requireOrigin: false });
        return ctx.storage.recordPhrases(
          project.id,
          body.phrases,
          ctx.clock.now(),
          mergePhraseTally,
          ctx.config.phrases,
        );
      },
    );

    // Instant translation has a body parser of its own (in a scope of its own): the same parsing as
    // every route's, which also keeps the latest valid bodies by their text, so a repeated body (a
    // page's texts, asked by each visitor) is neither parsed again nor answered again while warm.
    const recentBodies = new RecentBodies({
      maxEntries: RECENT_BODIES,
      maxChars: RECENT_BODY_CHARS,
      keep: isInstantBody,
    });
    const warmAnswers = new WarmAnswers();
    await fastify.register(async (scope) => {
      installJsonBodyParser(scope, recentBodies);
      scope.withTypeProvider<ZodTypeProvider>().post(
        '/translate/instant',
        {
          config: { api: 'sdk' },
          schema: {
            description:
              'Translates 1–50 texts: approved translation, else machine translation, else the text unchanged (fallback). Needs X-Project-Key.',
            body: instantRequestSchema,
            response: { 200: instantResponseSchema, ...errors },
          },
          // The schema's own checks, by hand for a valid body and by zod for the rest (sdk-wire.ts).
          validatorCompiler: handChecked({ body: instantBody }),
          // Credentials, feature and origin are checked before the body is validated.
          // A hot project is checked without a promise (`done`, not async).
          preValidation: (request, _reply, done) => {
            const key = request.headers['x-project-key'];
            const known = isProjectKey(key) ? ctx.cache.projectNow(key) : undefined;
            if (known !== undefined) {
              try {
                request.authProject = checkInstantProject(known ?? undefined, key as string, request);
              } catch (err) {
                done(err as Error);
                return;
              }
              done();
              return;
            }
            ctx.cache
              .checkedFor(request)
              .then((cache) => instantProject(cache, request))
              .then((project) => {
                request.authProject = project;
                done();
              }, done);
          },
        },
        async (request, reply) => {
          const project = request.authProject as ProjectRecord;
          const body = request.body;
          const target = cachedLocale(body.targetLanguage);
          const source = cachedLocale(body.sourceLanguage);
          const problems = [];
          if (target === undefined)
            problems.push({ location: 'body.targetLanguage', message: 'not a BCP 47 locale code' });
          if (source === undefined)
            problems.push({ location: 'body.sourceLanguage', message: 'not a BCP 47 locale code' });
          if (target === undefined || source === undefined) {
            throw new ApiError(
              'validation_failed',
              `the request is invalid: ${problems.map((p) => `${p.location}: ${p.message}`).join('; ')}`,
              problems,
            );
          }
          // The locale's approved translations, when a GET made them hot, answer without a query;
          // a warm answer that needs no machine translation is made without waiting on anything,
          // and kept for the same body until the approved translations change.
          const hot = (await ctx.cache.checkedFor(request)).peek<LocaleTranslations>(
            project.id,
            translationsId(target),
          )?.approved;
          const kept = warmAnswers.get(body.texts, project.id, hot);
          if (kept !== undefined) return sendInstantAnswer(reply, kept, now(ctx));
          const warm = translateInMemory(hot, ctx.translator !== undefined, body.texts, source, target);
          const result =
            warm ??
            (await translateTexts(
              {
                storage: ctx.storage,
                translator: ctx.translator,
                now: () => ctx.clock.now(),
                ...(hot !== undefined && { approved: hot }),
              },
              project,
              body.texts,
              source,
              target,
              body.context,
            ));
          if (result.machineError !== undefined) {
            // The provider failing is not the client's problem: those texts fell back unchanged.
            request.log.warn(
              { err: result.machineError, provider: ctx.translator?.name },
              'machine translation failed',
            );
          }
          const head = answerHead({
            translations: result.translations,
            sources: result.sources,
            sourceLanguage: body.sourceLanguage,
            targetLanguage: body.targetLanguage,
          });
          if (warm !== undefined) warmAnswers.set(body.texts, project.id, hot, head);
          return sendInstantAnswer(reply, head, now(ctx));
        },
      );
    });
  };
}

/** The answer's timestamp: when it was made. */
function now(ctx: AppContext): string {
  return new Date(ctx.clock.now()).toISOString();
}

async function projectFromPath(cache: CacheReader, key: string): Promise<ProjectRecord> {
  const project = await cache.project(key);
  if (!project) throw new ApiError('project_not_found', `no project with key ${key}: check the project key`);
  return project;
}

async function instantProject(cache: CacheReader, request: FastifyRequest): Promise<ProjectRecord> {
  const key = request.headers['x-project-key'];
  if (typeof key !== 'string' || key === '') {
    throw new ApiError('missing_auth', 'missing header X-Project-Key: send the project key');
  }
  if (!isProjectKey(key)) {
    throw new ApiError(
      'missing_auth',
      'malformed header X-Project-Key: expected 1 to 128 characters of [A-Za-z0-9_-]',
    );
  }
  return checkInstantProject(await cache.project(key), key, request);
}

/** The instant route's checks of a well-formed key's project: known, feature on, origin allowed. */
function checkInstantProject(
  project: ProjectRecord | undefined,
  key: string,
  request: FastifyRequest,
): ProjectRecord {
  if (!project) throw new ApiError('invalid_project_key', `unknown project key ${key}: check X-Project-Key`);
  if (!project.instantTranslation.enabled) {
    throw new ApiError(
      'feature_disabled',
      `instant translation is not enabled for project ${project.key}; enable it with "locale-sync-server project update --key ${project.key} --instant"`,
    );
  }
  checkOrigin(project, request, { requireOrigin: true });
  return project;
}
