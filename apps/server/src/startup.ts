import { randomBytes } from 'node:crypto';
import { SETTINGS_DEFAULTS } from '@aac/domain';
import type { Kysely } from 'kysely';
import { newPasswordProblem } from './auth/password-rules.ts';
import { DEFAULT_ADMIN_EMAIL, type ServerConfig } from './config.ts';
import type { Database } from './db/schema.ts';
import { CONTENT_MANAGER_EMAIL, CONTENT_MANAGER_PASSWORD } from './seed/access.ts';
import { isSeeded, seedDatabase } from './seed/index.ts';
import { seedProduction } from './seed/production.ts';
import { DEMO_USER_EMAIL, DEMO_USER_PASSWORD } from './seed/users.ts';

export interface FirstStart {
  /** Whether this start created the data (a fresh database). */
  seeded: boolean;
  /** What the start-up banner says about accounts; in production never a password but a generated one, once. */
  accountLines: string[];
}

/**
 * Fills a fresh database. The demo (default): every demo account, user and content, with the demo
 * passwords printed on every start. Production (NODE_ENV=production): no demo data; one super
 * admin from ADMIN_EMAIL and ADMIN_PASSWORD, or with a generated password printed on this first
 * start only (it is stored hashed, so it cannot be printed again).
 */
export async function prepareFirstStart(db: Kysely<Database>, config: ServerConfig): Promise<FirstStart> {
  const fresh = !(await isSeeded(db));
  if (!config.production) {
    if (fresh) await seedDatabase(db, { adminPassword: config.adminPassword, userCount: config.seedUsers });
    const seededNote = fresh ? '' : '  (as seeded on first start)';
    return {
      seeded: fresh,
      accountLines: [
        `  Demo super admin:  ${DEFAULT_ADMIN_EMAIL} / ${config.adminPassword}${seededNote}`,
        `  Content manager:   ${CONTENT_MANAGER_EMAIL} / ${CONTENT_MANAGER_PASSWORD}`,
        `  Demo user (/login): ${DEMO_USER_EMAIL} / ${DEMO_USER_PASSWORD}`,
      ],
    };
  }
  if (!fresh) return { seeded: false, accountLines: [] };

  const generated = config.adminPassword === '';
  const password = generated ? randomBytes(18).toString('base64url') : config.adminPassword;
  // The same rules as every new password through the API, the common-password list included.
  const problem = newPasswordProblem(password, SETTINGS_DEFAULTS.security.passwordMinLength, {
    email: config.adminEmail,
  });
  if (problem) throw new Error(`ADMIN_PASSWORD is refused: ${problem}`);
  await seedProduction(db, { email: config.adminEmail, password });
  return {
    seeded: true,
    accountLines: generated
      ? [
          `  Super admin:  ${config.adminEmail} / ${password}`,
          '  This generated password is shown this once and is not stored in readable form: keep it now.',
        ]
      : [`  Super admin:  ${config.adminEmail} (the password given in ADMIN_PASSWORD)`],
  };
}
