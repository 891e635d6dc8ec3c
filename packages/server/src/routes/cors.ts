import type { FastifyCorsOptions } from '@fastify/cors';
import { API_VERSION_PREFIX } from '@locale-sync/protocol';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app.ts';

const SDK_PATH = new RegExp(
  `^${API_VERSION_PREFIX}/(?:projects/key/([^/?]+)|translate/instant|translate/([^/?]+)/[^/?]+|phrases/batch-extract)/?(?:\\?|$)`,
);

const BASE: FastifyCorsOptions = {
  methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
  allowedHeaders: ['content-type', 'x-project-key', 'if-none-match'],
  exposedHeaders: ['etag', 'x-request-id', 'x-sdk-failopen', 'retry-after', 'ratelimit', 'ratelimit-policy'],
  maxAge: 600,
};

/**
 * CORS for the public SDK API only. When the project is known from the path or X-Project-Key and
 * has an origin allowlist, only those origins are allowed; otherwise any origin (`*`). The sync API
 * and everything else get no CORS headers.
 */
export function corsDelegator(ctx: AppContext) {
  return (
    request: FastifyRequest,
    callback: (error: Error | null, options: FastifyCorsOptions) => void,
  ): void => {
    const match = SDK_PATH.exec(request.url);
    if (!match) {
      callback(null, { origin: false });
      return;
    }
    const header = request.headers['x-project-key'];
    const key = match[1] ?? match[2] ?? (typeof header === 'string' ? header : undefined);
    if (key === undefined) {
      callback(null, { ...BASE, origin: '*' });
      return;
    }
    ctx.cache
      .project(safeDecode(key))
      .then((project) => {
        const allowed = project?.allowedOrigins ?? [];
        callback(null, { ...BASE, origin: allowed.length > 0 ? allowed : '*' });
      })
      .catch(() => callback(null, { ...BASE, origin: '*' }));
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
