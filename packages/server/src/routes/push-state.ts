import {
  errorBodySchema,
  type PushStateResponse,
  pushStateRequestSchema,
  pushStateResponseSchema,
  SYNC_PUSH_STATE_PATH,
} from '@locale-sync/protocol';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { decodeBody } from '../http/body-encoding.ts';
import { checkPushLocales } from '../http/identifiers.ts';
import { limitSyncProject } from '../http/rate-limits.ts';
import type { ProjectRecord } from '../storage/types.ts';
import { authenticateSync, branchHeader } from './sync-auth.ts';

/**
 * `POST /api/sync/push/state`, the changed-only push's first step: which of the client's files the
 * service already holds at that hash, so that the push that follows sends only the others. It only
 * reads: a file is listed when the last applied push of its (resource, locale) sent the same path,
 * format and bytes under the project's current source locale (domain/file-states.ts says when that
 * memory is dropped).
 */
export function registerPushState(fastify: FastifyInstance, ctx: AppContext): void {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    SYNC_PUSH_STATE_PATH,
    {
      config: { api: 'sync', bodyLimitSetting: 'MAX_BODY_BYTES' },
      // One hash per file of the push that follows, which may carry 100 MiB: a repository of many
      // files must not be refused here when its push would be taken.
      bodyLimit: ctx.config.maxBodyBytes,
      preParsing: async (request, _reply, payload) => decodeBody(request, payload),
      schema: {
        description:
          'Which of the files a push would send the service already holds (same locale, path, format and SHA-256 of the content). Signed like the push, over /api/sync/push/state.',
        body: pushStateRequestSchema,
        response: {
          200: pushStateResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
      onRequest: async (request, reply) => {
        request.authProject = await authenticateSync(ctx, request, SYNC_PUSH_STATE_PATH);
        await limitSyncProject(ctx, request, reply);
      },
      preValidation: async (request) => checkPushLocales(request.body),
    },
    async (request): Promise<PushStateResponse> => {
      const project = request.authProject as ProjectRecord;
      // A branch remembers no files: every file of a push to a branch is sent.
      if (branchHeader(request) !== undefined) return { sourceLocale: project.sourceLocale, unchanged: [] };
      const slot = (resource: string, locale: string) => JSON.stringify([resource, locale]);
      const remembered = new Map(
        (await ctx.storage.pushedFiles(project)).map((f) => [slot(f.resource, f.locale), f]),
      );
      const unchanged: PushStateResponse['unchanged'] = [];
      for (const file of request.body.files) {
        const known = remembered.get(slot(file.resource ?? '', file.locale));
        if (
          known !== undefined &&
          known.path === file.path &&
          known.format === file.format &&
          known.sha256 === file.sha256 &&
          known.sourceLocale === project.sourceLocale &&
          project.supportedLocales.includes(file.locale)
        ) {
          unchanged.push({
            locale: file.locale,
            path: file.path,
            ...(file.resource !== undefined && { resource: file.resource }),
            keys: known.keys,
          });
        }
      }
      return { sourceLocale: project.sourceLocale, unchanged };
    },
  );
}
