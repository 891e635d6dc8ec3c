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
import { decodeBody } from '../http/body-encoding.ts';
import { type CacheReader, type Rendered, render, sendCacheable } from '../http/cache.ts';
import { isProjectKey, unknownBodyKey, unknownPathKey } from '../http/identifiers.ts';
import {
  installJsonBodyParser,
  type JsonTextParser,
  parseWholeBody,
  RecentBodies,
} from '../http/json-body.ts';
import { nulInPhrases, refuseNulInPhrases } from '../http/nul-text.ts';
import { checkOrigin } from '../http/origin.ts';
import { limitSdkBodyProject } from '../http/rate-limits.ts';
import type { ProjectRecord } from '../storage/types.ts';
import { takeReplay } from './body-replay.ts';
import { RecentBytes } from './recent-bytes.ts';
import type { InstantCheck, ReadyAnswer, ReadyInstant } from './sdk-fast.ts';
import {
  answerHead,
  handChecked,
  type InstantBody,
  instantBody,
  isInstantBody,
  type KeyRule,
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
export const RECENT_BODY_CHARS = 8192;

/**
 * The instant route's body limit (Fastify's default, named so that the request listener in front
 * of Fastify reads no body the route would refuse as too large).
 */
export const INSTANT_BODY_LIMIT = 1024 * 1024;

/**
 * What the instant route keeps between requests, shared with the request listener in front of
 * Fastify (sdk-fast.ts): the latest valid bodies by their text, the warm answers by body, and the
 * route's own JSON parser (set when the route is registered).
 */
export interface InstantMemory {
  recentBodies: RecentBodies;
  /**
   * The same bodies by their bytes, as the hand check gives them (`instantBody`), for the listener
   * (which has the bytes before any text).
   */
  recentBytes: RecentBytes;
  warmAnswers: WarmAnswers;
  /**
   * Warm answers' heads as UTF-8, by head (the same few heads answer every request while warm), each
   * with the last whole answer made from it and that answer's timestamp.
   */
  headBytes: Map<string, HeadBytes>;
  parseJson: JsonTextParser | undefined;
}

/** An empty InstantMemory, for one app. */
export function instantMemory(): InstantMemory {
  return {
    recentBodies: new RecentBodies({
      maxEntries: RECENT_BODIES,
      maxChars: RECENT_BODY_CHARS,
      keep: isInstantBody,
    }),
    recentBytes: new RecentBytes({ maxEntries: RECENT_BODIES, maxBytes: RECENT_BODY_CHARS }),
    warmAnswers: new WarmAnswers(),
    headBytes: new Map(),
    parseJson: undefined,
  };
}

/** Locale codes normalised so far; the same few come with every SDK request. Bounded. */
const locales = new Map<string, string | null>();

/** `normalizeLocale`, once per distinct code (Intl's canonicalisation costs more than a cached answer). */
function cachedLocale(code: string): string | undefined {
  const kept = locales.get(code);
  if (kept !== undefined) return kept === null ? undefined : kept;
  const locale = normalizeLocale(code);
  if (locales.size >= 1000) locales.clear();
  locales.set(code, locale ?? null);
  return locale;
}

/** `translationsId` of the locales the warm answers read (the same few every request), made once. Bounded. */
const translationIds = new Map<string, string>();

/** `translationsId(locale)` without building and hashing a new string per request. */
function cachedTranslationsId(locale: string): string {
  let id = translationIds.get(locale);
  if (id === undefined) {
    if (translationIds.size >= 1000) translationIds.clear();
    id = translationsId(locale);
    translationIds.set(locale, id);
  }
  return id;
}

const projectParams = z.object({ projectKey: projectKeySchema });
const translateParams = z.object({
  projectKey: projectKeySchema,
  // A path that is no locale code at all (`..%2F`) is a malformed request, not an unsupported locale.
  langCode: localeCodeSchema.refine((code) => normalizeLocale(code) !== undefined, {
    message: 'expected a BCP 47 locale code such as de, pt-BR or zh-Hant',
  }),
});
/** `?branch=`: a project branch's view (main's approved translations with the branch's on top), for preview environments. */
const translateQuery = z.object({ branch: branchNameSchema.optional() });
// Identifiers are checked for shape and length before the project lookup and the rate limiter see them.
// A malformed project key is answered as an unknown one (the spec: an invalid key is 401 or 404).
const keyInPath: KeyRule = { part: 'params', refuse: unknownPathKey };
// In the body, after the checks that come before the project's for an unknown key (the handler's).
const keyInBody: KeyRule = {
  part: 'body',
  refuse: (key, body) =>
    nulInPhrases((body as z.output<typeof phraseBatchSchema>).phrases) ?? unknownBodyKey(key),
};
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
 * answer is). Used by the request listener in front of Fastify (sdk-fast.ts), which says whether a
 * freshness check made earlier in this turn of the event loop may serve (`withTurn`, http/arrivals.ts).
 */
export function readyAnswer(
  ctx: AppContext,
  projectKey: string,
  locale: string | undefined,
  origin: string | undefined,
  withTurn: boolean,
): ReadyAnswer | undefined {
  const reader = ctx.cache.readerOnArrival(withTurn);
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
    rendered = reader.peek<LocaleTranslations>(project.id, cachedTranslationsId(normalized))?.rendered;
  }
  return rendered === undefined ? undefined : { rendered, restrictsOrigins };
}

/**
 * Whether `POST /translate/instant` with this X-Project-Key and Origin would pass the route's
 * credential, feature and origin checks right now, without waiting (the cache fresh now, checked
 * as the request arrives, and the project in it): how to answer its body from that cache, else
 * undefined (the route then answers, whatever the answer is). Asked by the listener in front of
 * Fastify before it reads a body (`withTurn` as for `readyAnswer`).
 */
export function instantReady(
  ctx: AppContext,
  memory: InstantMemory,
  key: string,
  origin: string | undefined,
  withTurn: boolean,
): InstantCheck | undefined {
  const reader = ctx.cache.readerOnArrival(withTurn);
  const project = reader === undefined ? undefined : ctx.cache.cachedProject(key);
  if (reader === undefined || project === undefined) return undefined;
  const restrictsOrigins = instantAllowed(project, origin);
  if (restrictsOrigins === undefined) return undefined;
  return {
    restrictsOrigins,
    answer: (bytes) => instantAnswer(ctx, memory, reader, project, bytes, restrictsOrigins),
  };
}

/** The instant route's checks of a project, as `checkInstantProject` makes them, without throwing. */
function instantAllowed(project: ProjectRecord, origin: string | undefined): boolean | undefined {
  if (!project.instantTranslation.enabled) return undefined;
  const restrictsOrigins = project.allowedOrigins.length > 0;
  if (restrictsOrigins && (typeof origin !== 'string' || !project.allowedOrigins.includes(origin)))
    return undefined;
  return restrictsOrigins;
}

/**
 * The 200 answer the instant route would send for this body, when it can be made now without
 * waiting on anything: a valid body (parsed as the route's parser does, and kept as it keeps them),
 * both locale codes known, and a warm answer (`warmInstantHead`) from the cache as it was when the
 * request arrived (its body came with its head: no second check). Else undefined: the route
 * answers (the body is handed to it).
 */
function instantAnswer(
  ctx: AppContext,
  memory: InstantMemory,
  reader: CacheReader,
  project: ProjectRecord,
  bytes: Buffer,
  restrictsOrigins: boolean,
): ReadyInstant | undefined {
  if (memory.parseJson === undefined) return undefined;
  let body = memory.recentBytes.get(bytes) as InstantBody | undefined;
  if (body === undefined) {
    const parsed = parseWholeBody(bytes, memory.parseJson, memory.recentBodies);
    // A refused body's answer is the route's (the same error body, log line and connection header).
    body = parsed.error === undefined ? instantBody(parsed.value) : undefined;
    if (body === undefined) return undefined;
    // Kept, checked, by its bytes too when the route's parser keeps it by its text (then frozen).
    if (Object.isFrozen(parsed.value)) memory.recentBytes.set(bytes, Object.freeze(body));
  }
  const target = cachedLocale(body.targetLanguage);
  const source = cachedLocale(body.sourceLanguage);
  if (target === undefined || source === undefined) return undefined;
  const hot = reader.peek<LocaleTranslations>(project.id, cachedTranslationsId(target))?.approved;
  const head = warmInstantHead(memory.warmAnswers, ctx, project, body, hot, source, target);
  if (head === undefined) return undefined;
  return { body: instantBytes(memory.headBytes, head, now(ctx)), restrictsOrigins };
}

/** A warm answer's head as UTF-8, and the last answer made from it (the head, a timestamp, `}`). */
interface HeadBytes {
  head: Buffer;
  timestamp: string;
  answer: Buffer | undefined;
}

/**
 * `Buffer.from(instantText(head, timestamp))` without encoding the head per request: a warm head's
 * bytes are kept, and only the timestamp (ASCII: `toISOString`) is written after them. Encoding the
 * whole 3 KB text was most of the listener's own work for a warm instant answer. The answer itself
 * is kept until the timestamp moves: the timestamp has millisecond steps, and under load dozens of
 * requests with the same body share one millisecond, so they are sent the same bytes without a
 * copy each (nothing writes to an answer's bytes once made). At most RECENT_BODIES heads are kept.
 */
function instantBytes(headBytes: Map<string, HeadBytes>, head: string, timestamp: string): Buffer {
  let kept = headBytes.get(head);
  if (kept === undefined) {
    if (headBytes.size >= RECENT_BODIES) headBytes.clear();
    kept = { head: Buffer.from(head, 'utf8'), timestamp, answer: undefined };
    headBytes.set(head, kept);
  } else if (kept.answer !== undefined && kept.timestamp === timestamp) return kept.answer;
  const bytes = kept.head;
  const tail = JSON.stringify(timestamp);
  const out = Buffer.allocUnsafe(bytes.length + tail.length + 1);
  bytes.copy(out, 0);
  out.write(tail, bytes.length, 'latin1');
  out[out.length - 1] = 0x7d; // }
  kept.timestamp = timestamp;
  kept.answer = out;
  return out;
}

/**
 * The head of a warm answer (nothing but the approved translations `hot` in memory needed): the one
 * kept for the same body, else made and kept. Undefined when the answer needs storage or the
 * machine-translation provider.
 */
function warmInstantHead(
  warmAnswers: WarmAnswers,
  ctx: AppContext,
  project: ProjectRecord,
  body: InstantBody,
  hot: Map<string, string> | undefined,
  source: string,
  target: string,
): string | undefined {
  const kept = warmAnswers.get(body.texts, project.id, hot);
  if (kept !== undefined) return kept;
  const warm = translateInMemory(hot, ctx.translator !== undefined, body.texts, source, target);
  if (warm === undefined) return undefined;
  const head = answerHead({
    translations: warm.translations,
    sources: warm.sources,
    sourceLanguage: body.sourceLanguage,
    targetLanguage: body.targetLanguage,
  });
  warmAnswers.set(body.texts, project.id, hot, head);
  return head;
}

/** The public SDK API: settings, approved translations, phrase extraction, instant translation. */
export function sdkRoutes(ctx: AppContext, memory: InstantMemory = instantMemory()) {
  return async function register(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

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
        validatorCompiler: handChecked({ params: projectParamsByHand }, keyInPath),
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
        validatorCompiler: handChecked(
          { params: translateParamsByHand, querystring: queryWithoutBranch },
          keyInPath,
        ),
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
        preParsing: async (request, _reply, payload) => decodeBody(request, payload),
        schema: {
          description:
            "Stores extracted phrases (1–500). Duplicates (same sourceText and context) are merged within and across batches: counts add up, distinct locations are kept. A batch that would take the project past the server's phrase limit is refused whole with 409 phrase_limit_reached.",
          body: phraseBatchSchema,
          response: { 200: batchExtractResponseSchema, 409: errorBodySchema, ...errors },
        },
        // The spec answers a missing project key with 401 (section 7), as instant translation answers
        // a missing X-Project-Key: a body without `projectKey` lacks the credential before it is an
        // invalid body. A malformed key is answered as an unknown one (keyInBody).
        preValidation: (request, _reply, done) => {
          const body = request.body as Record<string, unknown> | null;
          if (body !== null && typeof body === 'object' && !Array.isArray(body) && body.projectKey == null) {
            done(
              new ApiError('missing_auth', 'missing projectKey in the body: send the project key', [
                { location: 'body.projectKey', message: 'required' },
              ]),
            );
            return;
          }
          done();
        },
        validatorCompiler: handChecked({}, keyInBody),
        // The project key is in the body, so its rate-limit layer applies once the body is read.
        preHandler: async (request, reply) =>
          limitSdkBodyProject(ctx, request, reply, request.body.projectKey),
      },
      async (request) => {
        const body = request.body;
        refuseNulInPhrases(body.phrases);
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
    await fastify.register(async (scope) => {
      installJsonBodyParser(scope, memory.recentBodies);
      const parseJson = scope.getDefaultJsonParser('error', 'error');
      memory.parseJson = (text, done) => parseJson(undefined as never, text, done);
      scope.withTypeProvider<ZodTypeProvider>().post(
        '/translate/instant',
        {
          config: { api: 'sdk' },
          bodyLimit: INSTANT_BODY_LIMIT,
          // A body the listener in front of Fastify read and could not answer is read from what it
          // kept, as Fastify would have read the request (sdk-fast.ts, body-replay.ts).
          preParsing: async (request, _reply, payload) =>
            takeReplay(request.raw) ?? decodeBody(request, payload),
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
          const warm = warmInstantHead(memory.warmAnswers, ctx, project, body, hot, source, target);
          if (warm !== undefined) return sendInstantAnswer(reply, warm, now(ctx));
          const result = await translateTexts(
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
          );
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
          return sendInstantAnswer(reply, head, now(ctx));
        },
      );
    });
  };
}

/** The answer's timestamp: when it was made. */
function now(ctx: AppContext): string {
  const ms = ctx.clock.now();
  // Many answers share a millisecond under load; its text is made once.
  if (ms !== lastTimestamp.ms) {
    lastTimestamp.ms = ms;
    lastTimestamp.text = new Date(ms).toISOString();
  }
  return lastTimestamp.text;
}

const lastTimestamp = { ms: Number.NaN, text: '' };

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
