import type { FastifyCorsOptions } from '@fastify/cors';
import { API_VERSION_PREFIX } from '@locale-sync/protocol';
import type { FastifyRequest } from 'fastify';
import { isProjectKey } from '../../src/http/identifiers.ts';
import type { CorsProjectLookup } from '../../src/routes/cors.ts';

// The CORS policy as it was written for @fastify/cors 11 (routes/cors.ts before it handled CORS
// itself): kept here as the reference its replacement must answer exactly like.

const SDK_PATH = new RegExp(
  `^${API_VERSION_PREFIX}/(?:projects/key/([^/?]+)|translate/instant|translate/([^/?]*)/[^/?]+|phrases/batch-extract)/?(?:\\?|$)`,
);

const BASE: FastifyCorsOptions = {
  methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
  allowedHeaders: ['content-type', 'x-project-key', 'if-none-match'],
  exposedHeaders: ['etag', 'x-request-id', 'x-sdk-failopen', 'retry-after', 'ratelimit', 'ratelimit-policy'],
  maxAge: 600,
};

/** The options delegator `@fastify/cors` was registered with. */
export function referenceCorsDelegator(projectOf: CorsProjectLookup) {
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
    const raw = match[1] ?? match[2] ?? (typeof header === 'string' ? header : undefined);
    const key = raw === undefined ? undefined : safeDecode(raw);
    if (!isProjectKey(key)) {
      callback(null, { ...BASE, origin: '*' });
      return;
    }
    projectOf(key)
      .then((project) => {
        const restricted = (project?.allowedOrigins.length ?? 0) > 0;
        callback(null, { ...BASE, origin: restricted ? true : '*' });
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
