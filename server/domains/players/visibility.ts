import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Whether `viewerId` may see the availability record aliased `a` (of user `ownerColumn`), per its
 * privacy settings. Evaluated in SQL so a hidden record never leaves the database.
 *
 * Filters: allowed genders (empty = any), communities (none / any shared / all of mine /
 * specific), connections only. With requireAllFilters every active filter must pass, otherwise
 * one is enough; a filtered record with no active filter is visible as if public.
 */
export function availabilityVisibleTo(viewerId: string, ownerColumn: RawBuilder<unknown>): RawBuilder<SqlBool> {
  const viewerGender = sql`(select gender from users where id = ${viewerId})`;
  const genderActive = sql`jsonb_array_length(a.privacy -> 'allowedGenders') > 0`;
  const genderOk = sql`coalesce((a.privacy -> 'allowedGenders') ? ${viewerGender}, false)`;
  const memberOf = (user: RawBuilder<unknown> | string) => sql`select tm.team_id from team_members tm where tm.user_id = ${user} and tm.state = 'active'`;
  const communityActive = sql`a.privacy ->> 'communityFilter' <> 'none'`;
  const communityOk = sql`case a.privacy ->> 'communityFilter'
      when 'any' then exists (${memberOf(ownerColumn)} intersect ${memberOf(viewerId)})
      when 'all' then exists (${memberOf(ownerColumn)}) and not exists (${memberOf(ownerColumn)} except ${memberOf(viewerId)})
      when 'specific' then exists (
        select 1 from jsonb_array_elements_text(a.privacy -> 'allowedCommunities') allowed(team_id)
        where allowed.team_id::uuid in (${memberOf(viewerId)}) and allowed.team_id::uuid in (${memberOf(ownerColumn)}))
      else true end`;
  const connectionActive = sql`coalesce((a.privacy ->> 'connectsOnly')::boolean, false)`;
  const connectionOk = sql`exists (select 1 from family_connections fc where fc.status = 'accepted'
      and ((fc.requester_id = ${ownerColumn} and fc.recipient_id = ${viewerId}) or (fc.requester_id = ${viewerId} and fc.recipient_id = ${ownerColumn})))`;
  return sql<SqlBool>`(
    a.privacy ->> 'visibilityMode' = 'public'
    or case when coalesce((a.privacy ->> 'requireAllFilters')::boolean, false)
      then (not (${genderActive}) or ${genderOk}) and (not (${communityActive}) or ${communityOk}) and (not (${connectionActive}) or ${connectionOk})
      else (not (${genderActive}) and not (${communityActive}) and not (${connectionActive}))
        or ((${genderActive}) and ${genderOk}) or ((${communityActive}) and ${communityOk}) or ((${connectionActive}) and ${connectionOk})
      end
  )`;
}
