import { type Kysely, sql } from 'kysely';

/**
 * The names images had on an instance's disk before they moved into the database (0014): posts,
 * support items and photos still hold `/uploads/<name>` urls of that time. Each such file is
 * imported into `uploads` (importLegacyUploads, src/routes/upload.ts) and its old name kept here, so every
 * instance serves it under that name, a backup holds it, and the pruning job counts a reference
 * by the old name as one to the image.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table upload_names (
      name text primary key check (name ~ '^[A-Za-z0-9][A-Za-z0-9_-]*\\.(png|jpg|jpeg|gif|webp)$'),
      sha256 text not null references uploads(sha256) on delete cascade,
      imported_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index upload_names_sha256 on upload_names (sha256)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists upload_names`.execute(db);
}
