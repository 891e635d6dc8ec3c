import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';
import type { ProjectRecord } from '../storage/types.ts';

/**
 * Applies a project's origin allowlist to a browser request: 403 origin_not_allowed when the
 * request's `Origin` is not on it. Requests without `Origin` (servers, CLIs) pass unless
 * `requireOrigin` (instant translation, which spends machine translation, refuses them too). The
 * message never lists the allowed origins: the page that reads it is not on the list.
 */
export function checkOrigin(
  project: ProjectRecord,
  request: FastifyRequest,
  options: { requireOrigin: boolean },
): void {
  if (project.allowedOrigins.length === 0) return;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') {
    if (!options.requireOrigin) return;
    throw new ApiError(
      'origin_not_allowed',
      `requests without an Origin header are not allowed for project ${project.key}; call it from a page on one of the project's allowed origins`,
    );
  }
  if (project.allowedOrigins.includes(origin)) return;
  throw new ApiError(
    'origin_not_allowed',
    `origin ${origin.length <= 200 ? origin : `${origin.slice(0, 200)}…`} is not allowed for project ${project.key}; the project's owner can add it with "locale-sync-server project update --key ${project.key} --origins …"`,
  );
}
