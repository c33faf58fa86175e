import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { requirePermission } from '../../access/permissions.ts';
import { ORGANIZATION_MESSAGES as M } from '../../../shared/organizations/messages.ts';
import { ORGANIZATION_LIMITS } from '../../../shared/organizations/organizations.ts';
import type { CreateOrganizationInput, OrganizationDetailsInput } from '../../../shared/organizations/schemas.ts';

/** The columns a club's details fill; sports must be game types the server lists. */
async function organizationColumns(db: Database, details: OrganizationDetailsInput) {
  const sports = [...new Set(details.sports ?? [])];
  if (sports.length) {
    const known = await db.selectFrom('gameTypes').select('label').where('label', 'in', sports).where('label', '!=', 'Any').execute();
    if (known.length !== sports.length) throw new AppError('BAD_REQUEST', M.unknownSport);
  }
  return {
    name: details.name,
    about: details.about ?? '',
    cityName: details.city?.name ?? null,
    lat: details.city?.lat ?? null,
    lng: details.city?.lng ?? null,
    sports,
    contactEmail: details.contactEmail ?? null,
    contactPhone: details.contactPhone ?? null,
    website: details.website ?? null,
  };
}

/** A slug is free when no club holds it now and none held it before (an old slug keeps redirecting). */
async function assertSlugFree(db: Database, slug: string) {
  const [current, former] = await Promise.all([
    db.selectFrom('organizations').select('id').where('slug', '=', slug).executeTakeFirst(),
    db.selectFrom('organizationSlugs').select('slug').where('slug', '=', slug).executeTakeFirst(),
  ]);
  if (current || former) throw new AppError('CONFLICT', M.slugTaken);
}

/** Two requests racing for one slug: the unique index decides, and the loser hears the same words. */
function slugRace(error: unknown): never {
  if (error instanceof Error && 'code' in error && (error as { code?: string }).code === '23505') throw new AppError('CONFLICT', M.slugTaken);
  throw error;
}

/** A club with its creator as owner, in one transaction; clubs per account per day are capped. */
export async function createOrganization(
  deps: Deps<'db' | 'rateLimiter'>,
  userId: string,
  input: CreateOrganizationInput,
): Promise<{ id: string; slug: string }> {
  if (!(await deps.rateLimiter.attempt([{ key: `organizations-created:${userId}`, limit: ORGANIZATION_LIMITS.clubsPerDay }]))) {
    throw new AppError('TOO_MANY_REQUESTS', M.tooManyClubs);
  }
  return deps.db
    .transaction()
    .execute(async (trx) => {
      await assertSlugFree(trx, input.slug);
      const organization = await trx
        .insertInto('organizations')
        .values({ ...(await organizationColumns(trx, input)), slug: input.slug, creatorId: userId })
        .returning(['id', 'slug'])
        .executeTakeFirstOrThrow();
      await trx.insertInto('organizationMembers').values({ organizationId: organization.id, userId, role: 'owner' }).execute();
      return organization;
    })
    .catch(slugRace);
}

export async function updateOrganization(db: Database, userId: string, organizationId: string, details: OrganizationDetailsInput) {
  await requirePermission(db, { userId }, 'editOrganization', { kind: 'organization', organizationId }, { message: M.notAllowed });
  await db
    .updateTable('organizations')
    .set(await organizationColumns(db, details))
    .where('id', '=', organizationId)
    .execute();
  return { id: organizationId };
}

/**
 * The one change of a club's slug: the old slug goes into the history (so /org/{old} redirects)
 * and the club is marked as changed, in one transaction. Locking the club's row makes two changes
 * at once see each other.
 */
export async function changeOrganizationSlug(db: Database, userId: string, organizationId: string, slug: string) {
  await requirePermission(db, { userId }, 'editOrganization', { kind: 'organization', organizationId }, { message: M.notAllowed });
  return db
    .transaction()
    .execute(async (trx) => {
      const club = await trx
        .selectFrom('organizations')
        .select(['slug', 'slugChangedAt'])
        .where('id', '=', organizationId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (club.slug === slug) return { slug };
      if (club.slugChangedAt) throw new AppError('BAD_REQUEST', M.slugChangedOnce);
      await assertSlugFree(trx, slug);
      await trx.insertInto('organizationSlugs').values({ slug: club.slug, organizationId }).execute();
      await trx
        .updateTable('organizations')
        .set({ slug, slugChangedAt: sql`now()` })
        .where('id', '=', organizationId)
        .execute();
      return { slug };
    })
    .catch(slugRace);
}
