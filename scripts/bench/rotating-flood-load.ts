/**
 * The flood for bench:floods, in its own process so the load generator does not share the
 * measuring event loop. Every request comes from a new address (X-Forwarded-For; the app trusts
 * the loopback proxy), as a botnet behind a proxy would send it. Kinds:
 *   sign-in   wrong passwords for the bench's real accounts (so they reach Argon2)
 *   sign-up   new accounts with new e-mails
 *   discover  a different guest question each time (no shared answer to fall back on)
 * Runs on FLOOD_CONNECTIONS connections until SIGTERM; prints "flooding" at its first answer and,
 * at the end, one line of JSON with the requests per second and the count of each status.
 */
import autocannon from 'autocannon';

const [base, origin, kind, accounts] = process.argv.slice(2) as [string, string, 'sign-in' | 'sign-up' | 'discover', string];
const connections = Number(process.env.FLOOD_CONNECTIONS ?? 200);
const emails = (accounts ?? '').split(',').filter(Boolean);
let n = 0;

function nextAddress(): string {
  n += 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function request(): { path: string; method: 'GET' | 'POST'; body?: string } {
  switch (kind) {
    case 'sign-in':
      return {
        path: '/trpc/auth.signIn',
        method: 'POST',
        body: JSON.stringify({ json: { email: emails[n % emails.length], password: `wrong password ${n}` } }),
      };
    case 'sign-up':
      return {
        path: '/trpc/auth.signUp',
        method: 'POST',
        body: JSON.stringify({ json: { email: `flood-${process.pid}-${n}@example.com`, password: 'a long enough password' } }),
      };
    case 'discover': {
      const input = { center: { lat: 25 + (n % 4000) * 0.0005, lng: -90.5 - Math.floor(n / 4000) * 0.0005 }, radiusKm: 5 };
      return { path: `/trpc/events.discover?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, method: 'GET' };
    }
  }
}

const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: base,
      connections,
      duration: 3600,
      requests: [
        {
          setupRequest: (req) => {
            const next = request();
            return {
              ...req,
              ...next,
              headers: { ...req.headers, origin, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
            };
          },
        },
      ],
    },
    (error, done) => (error ? reject(error) : resolve(done)),
  );
  instance.once('response', () => console.log('flooding'));
  process.on('SIGTERM', () => instance.stop());
});
const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0]));
console.log(JSON.stringify({ requestsPerSecond: result.requests.average, statuses, errors: result.errors }));
