import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { SeededRandom } from './random.ts';

/** What every part of the seed shares: the transaction, one random source and "now". */
export interface SeedContext {
  db: Transaction<Database>;
  random: SeededRandom;
  now: Date;
  options: SeedOptions;
}

export interface SeedOptions {
  /** Password of the demo super admin admin@example.com (ADMIN_PASSWORD, default "Admin123!demo"). */
  adminPassword: string;
  /** Number of generated users besides the named demo accounts (SEED_USERS). */
  userCount: number;
  /** Fixed seed of the random source; the same seed gives the same data. */
  randomSeed?: number;
  /** The moment the data is generated around (tests may pin it). */
  now?: Date;
}

export const DEFAULT_RANDOM_SEED = 20240318;

export function seedContext(db: Transaction<Database>, options: SeedOptions): SeedContext {
  return {
    db,
    random: new SeededRandom(options.randomSeed ?? DEFAULT_RANDOM_SEED),
    now: options.now ?? new Date(),
    options,
  };
}
