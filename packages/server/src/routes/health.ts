import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** `GET /healthz`: 200 when the database answers, 503 otherwise. */
export function healthRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/healthz', { schema: { hide: true } }, async (request, reply) => {
      try {
        await ctx.storage.listProjects();
        return { status: 'ok' };
      } catch (err) {
        request.log.error({ err }, 'health check failed');
        return reply
          .code(503)
          .send({ error: { code: 'service_unavailable', message: 'the database does not answer' } });
      }
    });
  };
}
