import { migrationState, schemaProblem } from '../db/migrate.ts';
import { serviceUnavailable } from '../http/errors.ts';
import type { AreaHandlers } from '../http/operation-types.ts';

/** The probes' operations: app.ts keeps them out of the public reads' rate limit and cache. */
export const PROBES: ReadonlySet<string> = new Set(['getHealth', 'getReadiness']);

/**
 * The probes of a load balancer or an orchestrator: public, never rate limited nor cached (see
 * app.ts). Health says the process answers, without touching the database, so a database outage
 * does not get every instance restarted; readiness says this instance can serve: its database
 * answers and holds every migration of this code.
 */
export const healthHandlers = {
  async getHealth() {
    return { status: 'ok' as const };
  },

  async getReadiness(request) {
    let problem: string | undefined;
    try {
      const state = await migrationState(request.server.rootDb);
      // A database a newer version migrated stays servable for an instance already running: in a
      // rolling deploy `npm run db:migrate` runs first (migrations that old code can live with),
      // and taking every old instance out of the load balancer then would stop the service until
      // new ones start. Only a start on such a database is refused (prepareSchema).
      problem = schemaProblem({ ...state, unknown: [] });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database does not answer');
      throw serviceUnavailable('The database cannot be reached.', 5);
    }
    // A deploy migrates (or rolls out the newer code) in minutes, not seconds.
    if (problem) throw serviceUnavailable(problem, 30);
    return { status: 'ok' as const };
  },
} satisfies AreaHandlers;
