/**
 * What this process last read of an account's last sign-in address, by the e-mail a sign-in
 * named, for a short while. Once strangers have spent the global budget of failed sign-ins
 * (RATE_LIMITS.signInFailuresGlobal) every stranger is refused anyway; without this memory each
 * refusal would still cost an account lookup, and a flood of them takes the database's connections
 * from everyone else's reads. Only the refusal reads it: a request from the remembered address (or
 * with a device cookie, or for an e-mail not remembered) is looked up as always, so the owner is
 * never refused on what this process remembers. Nothing secret is kept (no hash, no account id).
 */
export interface SignInOrigins {
  /** The remembered last sign-in address (null: no account, or none yet); undefined when not remembered. */
  lastAddress(email: string): string | null | undefined;
  remember(email: string, address: string | null): void;
}

export interface SignInOriginsOptions {
  /** How long an entry is trusted: a sign-in in another process may have moved the address since. */
  ttlMs?: number;
  /** Entries kept; past it the oldest are forgotten, which only costs a lookup. */
  maxEntries?: number;
  now?: () => number;
}

export function createSignInOrigins(options: SignInOriginsOptions = {}): SignInOrigins {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? (() => performance.now());
  // A Map iterates in insertion order; re-inserting on remember keeps the oldest first.
  const entries = new Map<string, { address: string | null; until: number }>();
  return {
    lastAddress(email) {
      const entry = entries.get(email);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(email);
        return undefined;
      }
      return entry.address;
    },
    remember(email, address) {
      entries.delete(email);
      entries.set(email, { address, until: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
