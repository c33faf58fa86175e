import { Resolver } from 'node:dns/promises';

/**
 * The one DNS question the app asks: a name's TXT records (custom domain proofs, issue 35). Domain
 * code receives it in its deps (DomainDeps.dns), so tests and the e2e server pass a fake and no test
 * touches the network.
 */
export interface DnsResolver {
  /** Each record's strings (a long record is split in chunks); a name with none answers []. */
  resolveTxt(name: string): Promise<string[][]>;
}

/** Errors that mean "no such record", not "DNS is broken": the check counts them as not yet verified. */
const NOT_FOUND_CODES = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NXDOMAIN', 'ESERVFAIL', 'EREFUSED', 'ETIMEOUT', 'ECONNREFUSED', 'EBADNAME']);

/** The system's resolver, bounded in time: one query waits `timeoutMs` at most, tried twice. */
export function systemDnsResolver(timeoutMs: number): DnsResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  return {
    async resolveTxt(name) {
      try {
        return await resolver.resolveTxt(name);
      } catch (error) {
        if (error && typeof error === 'object' && 'code' in error && NOT_FOUND_CODES.has(String(error.code))) return [];
        throw error;
      }
    },
  };
}

/**
 * A resolver answering from a table (tests): name → records. A name it does not know has no
 * records, as a real resolver's NXDOMAIN.
 */
export function fakeDnsResolver(records: Map<string, string[][]> = new Map()): DnsResolver & { records: Map<string, string[][]> } {
  return {
    records,
    resolveTxt: async (name) => records.get(name.toLowerCase()) ?? [],
  };
}
