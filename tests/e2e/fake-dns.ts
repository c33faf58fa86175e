import type { Database } from '../../server/db/database.ts';
import type { DnsResolver } from '../../server/integrations/dns/resolver.ts';
import { TXT_RECORD_PREFIX, txtRecordValue } from '../../shared/custom-domains/custom-domains.ts';

/** Test domains under this suffix have their TXT proof "created" by the fake: checking one verifies it. */
export const E2E_VERIFIED_SUFFIX = '.dns-verified.test';

/**
 * The e2e server's DNS (no network): a `_rally-challenge.` name of a domain under
 * E2E_VERIFIED_SUFFIX answers with that domain's own proof, as if its owner had created the record;
 * every other name has no records, so other domains stay pending.
 */
export function e2eDnsResolver(db: Database): DnsResolver {
  return {
    async resolveTxt(name) {
      const prefix = `${TXT_RECORD_PREFIX}.`;
      if (!name.startsWith(prefix) || !name.endsWith(E2E_VERIFIED_SUFFIX)) return [];
      const row = await db.selectFrom('customDomains').select('verificationToken').where('hostname', '=', name.slice(prefix.length)).executeTakeFirst();
      return row ? [[txtRecordValue(row.verificationToken)]] : [];
    },
  };
}
