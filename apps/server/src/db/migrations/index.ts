import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial.ts';

/**
 * The versioned migrations, in order. Add a new file `NNNN_what_changes.ts` exporting `up` (and
 * `down`) and list it here; never edit a migration that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
