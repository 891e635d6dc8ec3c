import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/**
 * `GET /healthz`: liveness, 200 while the process serves HTTP (restart it when this fails).
 * `GET /readyz`: readiness, 200 when the database (and Redis, when configured) answer, else 503
 * naming what does not (a load balancer sends no traffic to it meanwhile).
 */
export function healthRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

    app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
      const results = await Promise.all(
        ctx.readiness.map(async ({ name, check }) => {
          try {
            await check();
            return [name, 'ok'] as const;
          } catch (err) {
            request.log.warn({ err, dependency: name }, 'readiness check failed');
            return [name, 'failing'] as const;
          }
        }),
      );
      // In the order the checks are listed (database first), whichever answers first: the body is stable.
      const checks: Record<string, 'ok' | 'failing'> = Object.create(null);
      for (const [name, state] of results) checks[name] = state;
      const failing = Object.keys(checks).filter((name) => checks[name] !== 'ok');
      if (failing.length === 0) return { status: 'ready', checks: { ...checks } };
      return reply.code(503).send({
        error: {
          code: 'service_unavailable',
          message: `not ready: ${failing.join(' and ')} ${failing.length > 1 ? 'do' : 'does'} not answer`,
          details: { checks: { ...checks } },
        },
      });
    });
  };
}
