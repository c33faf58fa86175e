import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Custom domains for published websites (issue 35). A domain belongs to one website and is stored
 * lower case, unique across all sites. It is proven by a DNS TXT record holding its token: a job
 * looks (on add, then every ten minutes while pending, a bounded number of times) and sets
 * verified or failed. Only a verified domain is routed to its site, and answered yes when the TLS
 * proxy asks whether it may get a certificate for it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('custom_domains')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('website_id', 'uuid', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('hostname', 'text', (c) => c.notNull().check(sql`char_length(hostname) between 3 and 253 and hostname = lower(hostname)`))
    .addColumn('verification_token', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'verified', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_checked_at', 'timestamptz')
    .addColumn('verified_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index custom_domains_hostname_uniq on custom_domains (hostname)`.execute(db);
  await sql`create index custom_domains_website_idx on custom_domains (website_id)`.execute(db);
  await sql`create index custom_domains_pending_idx on custom_domains (last_checked_at nulls first) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('custom_domains').execute();
}
