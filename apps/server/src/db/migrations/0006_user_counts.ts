import { type Kysely, sql } from 'kysely';

/**
 * How many users there are of each type and state, kept exact by triggers, so the users list
 * answers its total without counting 100,000 rows on every page (count(*) was two thirds of the
 * list's time). Only searches still count rows: a substring cannot be kept in a counter.
 *
 * The triggers are per statement, over its transition tables, so a bulk insert (the seed, an
 * import) updates each counter once, not once per row. A trigger with transition tables can
 * serve one event only, hence three triggers over one function; TRUNCATE empties the counters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_counts (
      user_type text not null,
      is_active boolean not null,
      total bigint not null check (total >= 0),
      primary key (user_type, is_active)
    )
  `.execute(db);
  await sql`
    create function user_counts_follow() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        delete from user_counts;
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        update user_counts c
           set total = c.total - gone.n
          from (select user_type, is_active, count(*) as n from old_rows group by 1, 2) gone
         where c.user_type = gone.user_type and c.is_active = gone.is_active;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into user_counts as c (user_type, is_active, total)
        select user_type, is_active, count(*) from new_rows group by 1, 2
        on conflict (user_type, is_active) do update set total = c.total + excluded.total;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger users_counted_insert after insert on users
      referencing new table as new_rows
      for each statement execute function user_counts_follow()
  `.execute(db);
  await sql`
    create trigger users_counted_update after update on users
      referencing old table as old_rows new table as new_rows
      for each statement execute function user_counts_follow()
  `.execute(db);
  await sql`
    create trigger users_counted_delete after delete on users
      referencing old table as old_rows
      for each statement execute function user_counts_follow()
  `.execute(db);
  await sql`
    create trigger users_counted_truncate after truncate on users
      for each statement execute function user_counts_follow()
  `.execute(db);
  // The users already there (a database migrated after it was seeded).
  await sql`
    insert into user_counts (user_type, is_active, total)
    select user_type, is_active, count(*) from users group by 1, 2
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger users_counted_truncate on users`.execute(db);
  await sql`drop trigger users_counted_delete on users`.execute(db);
  await sql`drop trigger users_counted_update on users`.execute(db);
  await sql`drop trigger users_counted_insert on users`.execute(db);
  await sql`drop function user_counts_follow()`.execute(db);
  await sql`drop table user_counts`.execute(db);
}
