import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Forms (issue 15): an organiser's form with its autosaved draft (a JSON definition), frozen
 * published versions, who may fill it (anyone signed in, the team's members, or invited people),
 * and submissions, each kept with the version it was made on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('forms')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('team_id', 'uuid', (c) => c.references('teams.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'published', 'closed')`),
    )
    .addColumn('access', 'text', (c) =>
      c
        .notNull()
        .defaultTo('public')
        .check(sql`access in ('public', 'members', 'invite')`),
    )
    .addColumn('draft', 'jsonb', (c) => c.notNull())
    .addColumn('draft_saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('published_version_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('forms_owner_idx').on('forms').columns(['owner_id', 'updated_at']).execute();
  await db.schema.createIndex('forms_team_idx').on('forms').column('team_id').where(sql.ref('team_id'), 'is not', null).execute();

  await db.schema
    .createTable('form_versions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('form_id', 'uuid', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('form_versions_form_version_key', ['form_id', 'version'])
    .execute();
  await sql`alter table forms add constraint forms_published_version_fkey foreign key (published_version_id) references form_versions (id) on delete set null`.execute(
    db,
  );

  await db.schema
    .createTable('form_invites')
    .addColumn('form_id', 'uuid', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('form_invites_pkey', ['form_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('form_id', 'uuid', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('version_id', 'uuid', (c) => c.notNull().references('form_versions.id').onDelete('restrict'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_member_id', 'uuid', (c) => c.references('family_members.id').onDelete('set null'))
    .addColumn('participant_name', 'text', (c) => c.notNull())
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('submitted', 'pending-payment', 'paid', 'balance-due', 'refunded', 'waitlisted', 'cancelled')`),
    )
    .addColumn('total_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('form_submissions_form_idx').on('form_submissions').columns(['form_id', 'created_at']).execute();
  await db.schema.createIndex('form_submissions_user_idx').on('form_submissions').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('form_submissions').execute();
  await db.schema.dropTable('form_invites').execute();
  await sql`alter table forms drop constraint forms_published_version_fkey`.execute(db);
  await db.schema.dropTable('form_versions').execute();
  await db.schema.dropTable('forms').execute();
}
