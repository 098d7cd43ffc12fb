import type { Migration, MigrationProvider } from 'kysely/migration';
import * as initial from './0001_initial.ts';
import * as platformAdminIndexes from './0002_platform_admin_indexes.ts';
import * as trigramIndexesWithoutPendingList from './0003_trigram_indexes_without_pending_list.ts';
import * as sortIndexes from './0004_sort_indexes.ts';
import * as rateLimits from './0005_rate_limits.ts';
import * as userCounts from './0006_user_counts.ts';
import * as auditAndVersions from './0007_audit_and_versions.ts';
import * as adminTokensValidAfter from './0008_admin_tokens_valid_after.ts';
import * as adminMustChangePassword from './0009_admin_must_change_password.ts';
import * as adminSecondFactors from './0010_admin_second_factors.ts';
import * as emailOutbox from './0011_email_outbox.ts';
import * as stripeEvents from './0012_stripe_events.ts';
import * as onePricePerPlan from './0013_one_price_per_plan.ts';
import * as uploads from './0014_uploads.ts';
import * as adminTokensEndedBy from './0015_admin_tokens_ended_by.ts';
import * as auditBatches from './0016_audit_batches.ts';
import * as uploadNames from './0017_upload_names.ts';

/**
 * The versioned migrations, in order. Add a new file `NNNN_what_changes.ts` exporting `up` (and
 * `down`) and list it here; never edit a migration that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_platform_admin_indexes': platformAdminIndexes,
  '0003_trigram_indexes_without_pending_list': trigramIndexesWithoutPendingList,
  '0004_sort_indexes': sortIndexes,
  '0005_rate_limits': rateLimits,
  '0006_user_counts': userCounts,
  '0007_audit_and_versions': auditAndVersions,
  '0008_admin_tokens_valid_after': adminTokensValidAfter,
  '0009_admin_must_change_password': adminMustChangePassword,
  '0010_admin_second_factors': adminSecondFactors,
  '0011_email_outbox': emailOutbox,
  '0012_stripe_events': stripeEvents,
  '0013_one_price_per_plan': onePricePerPlan,
  '0014_uploads': uploads,
  '0015_admin_tokens_ended_by': adminTokensEndedBy,
  '0016_audit_batches': auditBatches,
  '0017_upload_names': uploadNames,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
