import { type Kysely, sql } from 'kysely';

/**
 * Uploaded images in the database instead of the disk of the instance that received them, so
 * every instance on the database serves every image (and a backup of the database holds them).
 * An image is named by the sha256 of its stored (re-encoded) bytes: the same image uploaded twice
 * is one row, and a name never changes meaning, so it may be cached forever. Images written to
 * DATA_DIR/uploads before this stay there and are still served from it (src/routes/upload.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table uploads (
      sha256 text primary key check (sha256 ~ '^[0-9a-f]{64}$'),
      content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
      size integer not null check (size = octet_length(bytes)),
      bytes bytea not null,
      created_at timestamptz not null default now(),
      created_by integer references admins(id) on delete set null
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists uploads`.execute(db);
}
