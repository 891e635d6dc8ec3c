import {
  type BranchCloseResponse,
  branchCloseRequestSchema,
  branchCloseResponseSchema,
  errorBodySchema,
  HEADER_BRANCH,
  SYNC_BRANCH_CLOSE_PATH,
} from '@locale-sync/protocol';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { ApiError } from '../errors.ts';
import { decodeBody } from '../http/body-encoding.ts';
import { limitSyncProject } from '../http/rate-limits.ts';
import type { ProjectRecord } from '../storage/types.ts';
import { announceChange } from './sync.ts';
import { authenticateSync, branchHeader } from './sync-auth.ts';

/**
 * `POST /api/sync/branch/close`: the pull request of the branch named in the signed `x-sync-branch`
 * closed. Merged, the branch's translations move to main (now, or with the push to main that brings
 * their keys); not merged, the branch is deleted.
 */
export function registerBranchClose(fastify: FastifyInstance, ctx: AppContext): void {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    SYNC_BRANCH_CLOSE_PATH,
    {
      config: { api: 'sync' },
      preParsing: async (request, _reply, payload) => decodeBody(request, payload),
      schema: {
        description: `Closes the project branch named in ${HEADER_BRANCH}: {"merged":true} moves its translations to main, {"merged":false} deletes it. Signed like the push, over /api/sync/branch/close and the branch.`,
        body: branchCloseRequestSchema,
        response: {
          200: branchCloseResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
      onRequest: async (request, reply) => {
        request.authProject = await authenticateSync(ctx, request, SYNC_BRANCH_CLOSE_PATH);
        await limitSyncProject(ctx, request, reply);
      },
    },
    async (request): Promise<BranchCloseResponse> => {
      const project = request.authProject as ProjectRecord;
      // Closing writes (merged: translations move to main; not merged: the branch is deleted).
      if (request.syncAuth?.access === 'pull') {
        throw new ApiError(
          'token_not_trusted',
          `the trust policy that matched this token lets it pull and dry-run only, and closing a project branch writes (merged, its translations move to main; not merged, it is deleted): ask the admin of project ${project.key} for a policy with --access push for this workflow`,
          { claim: 'access' },
        );
      }
      const branch = branchHeader(request);
      if (branch === undefined) {
        throw new ApiError(
          'validation_failed',
          `missing header ${HEADER_BRANCH}: name the project branch to close (main cannot be closed)`,
          [{ location: `headers.${HEADER_BRANCH}`, message: 'required' }],
        );
      }
      const closed = await ctx.storage.closeBranch(project, branch, request.body.merged, ctx.clock.now());
      if (!closed) return { branch, found: false, deleted: false };
      await announceChange(ctx, request, project.id);
      return { branch, found: true, deleted: closed.deleted, ...(closed.merge && { merge: closed.merge }) };
    },
  );
}
