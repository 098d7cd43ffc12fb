import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface StoreOptions {
  routeInfo?: { url?: string; method?: string | string[] };
}

/**
 * A store for @fastify/rate-limit that keeps the counters in the database: every instance on one
 * PostgreSQL counts the same requests, so a client cannot multiply its allowance by the number
 * of instances behind the load balancer. One upsert per counted request; a window that has
 * passed starts again at 1. Expired rows are swept now and then by the instance that notices.
 */
export function databaseRateLimitStore(db: Kysely<Database>) {
  let lastSweep = 0;
  class DatabaseStore {
    private readonly prefix: string;

    constructor(options: StoreOptions = {}) {
      const route = options.routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '');
      this.prefix = route?.url ? `${method} ${route.url}|` : 'global|';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const id = `${this.prefix}${key}`;
      const window = `${Math.max(1, Math.round(timeWindow))} milliseconds`;
      sql<{ hits: number; ttl: number }>`
        insert into rate_limits as r (key, hits, resets_at)
        values (${id}, 1, now() + ${window}::interval)
        on conflict (key) do update set
          hits = case when r.resets_at <= now() then 1 else r.hits + 1 end,
          resets_at = case when r.resets_at <= now() then now() + ${window}::interval else r.resets_at end
        returning hits, (extract(epoch from (resets_at - now())) * 1000)::float8 as ttl
      `
        .execute(db)
        .then((result) => {
          const row = result.rows[0];
          callback(null, {
            current: Number(row?.hits ?? 1),
            ttl: Math.max(0, Math.round(Number(row?.ttl ?? 0))),
          });
          this.sweep();
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: StoreOptions): DatabaseStore {
      return new DatabaseStore(routeOptions);
    }

    private sweep(): void {
      const now = Date.now();
      if (now - lastSweep < 60_000) return;
      lastSweep = now;
      void db
        .deleteFrom('rate_limits')
        .where('resets_at', '<', sql<Date>`now() - interval '1 minute'`)
        .execute()
        .catch(() => {});
    }
  }
  return DatabaseStore;
}
