import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { Refusal } from '../../src/db/migrate.ts';
import { announceStart, type StartFacts, startFailureText } from '../../src/startup-report.ts';

/**
 * In production the server's output is for a log collector: the start is JSON entries of the
 * server's own log (no multi-line banner) saying where it listens and, on a first start, the super
 * admin with the password generated this once; a start it refuses is one JSON line at the fatal
 * level. A person's terminal (the demo) keeps the banner.
 */

const FIRST_START: StartFacts = {
  url: 'http://localhost:3000',
  database: { kind: 'postgres', location: 'db.internal:5432/aac' },
  applied: ['0001_initial', '0002_platform_admin_indexes'],
  accountLines: [
    '  Super admin:  owner@aac.test / e0OadInWG6D_r9rBZhemYhlp',
    '  This generated password is shown this once and is not stored in readable form: keep it now.',
  ],
  missing: [],
  seeded: { what: 'the roles and the first super admin', seconds: 1.4 },
  warnings: ['TRUST_PROXY=true believes every X-Forwarded-For hop: any client can name its own address.'],
};

/** The server's production logger, writing into an array: one string per line it writes. */
function productionLog() {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
  return { log: app.log, lines };
}

describe('what a production start says', () => {
  it('is JSON entries only: the first fill, then where it listens, with the super admin once', () => {
    const { log, lines } = productionLog();
    const printed: string[] = [];
    announceStart(FIRST_START, log, (line) => printed.push(line));
    expect(printed).toEqual([]);
    // Each write is exactly one line of JSON.
    for (const line of lines) expect(line.trimEnd().split('\n')).toHaveLength(1);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((entry) => entry.msg)).toEqual(['first start: data created', 'listening']);
    expect(entries[0]).toMatchObject({
      level: 30,
      seeded: 'the roles and the first super admin',
      seconds: 1.4,
    });
    expect(entries[1]).toMatchObject({
      level: 30,
      url: 'http://localhost:3000',
      adminApp: 'http://localhost:3000/admin',
      apiReference: 'http://localhost:3000/api/docs',
      database: 'postgres',
      databaseLocation: 'db.internal:5432/aac',
      migrationsApplied: ['0001_initial', '0002_platform_admin_indexes'],
      missingOperations: [],
      accounts: [
        'Super admin:  owner@aac.test / e0OadInWG6D_r9rBZhemYhlp',
        'This generated password is shown this once and is not stored in readable form: keep it now.',
      ],
      warnings: FIRST_START.warnings,
    });
  });

  it('on a later start names no account and no fill', () => {
    const { log, lines } = productionLog();
    announceStart({ ...FIRST_START, accountLines: [], seeded: null, warnings: [] }, log);
    const [listening, ...more] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(more).toEqual([]);
    expect(listening?.msg).toBe('listening');
    expect(listening).not.toHaveProperty('accounts');
    expect(listening).not.toHaveProperty('warnings');
  });

  it('keeps the banner for a person in a terminal (the demo)', () => {
    const printed: string[] = [];
    announceStart(FIRST_START, null, (line) => printed.push(line));
    expect(printed[0]).toBe('Seeded the roles and the first super admin in 1.4 s.');
    expect(printed[1]).toContain('AAC admin reference server listening on http://localhost:3000');
    expect(printed[1]).toContain('  Super admin:  owner@aac.test');
    expect(printed[1]).toContain('Every operation of the contract is implemented.');
  });
});

describe('what a failed start says', () => {
  const refusal = new Refusal(
    'The database is behind this version of the server:\n  pending  0015_admin_tokens_ended_by\nRun npm run db:migrate.',
  );

  it('in production: one JSON line at the fatal level, the refusal whole in its message', () => {
    const text = startFailureText(refusal, true, 1_700_000_000_000);
    expect(text.split('\n')).toHaveLength(1);
    expect(JSON.parse(text)).toEqual({ level: 60, time: 1_700_000_000_000, msg: refusal.message });
    const crash = JSON.parse(startFailureText(new Error('port 3000 is in use'), true));
    expect(crash).toMatchObject({ level: 60, msg: 'the server could not start: port 3000 is in use' });
    expect(crash.err.stack).toContain('port 3000 is in use');
  });

  it('in a terminal: a refusal as its paragraph (no stack), any other failure with its stack', () => {
    expect(startFailureText(refusal, false)).toBe(refusal.message);
    expect(startFailureText(new Error('port 3000 is in use'), false)).toMatch(
      /^Error: port 3000 is in use\n\s+at /,
    );
  });
});
