/**
 * The flood for bench:sign-in-flood, in its own process so that the load generator does not share
 * the measuring event loop: wrong-password auth.signIn on FLOOD_CONNECTIONS connections until
 * SIGTERM. Prints "flooding" at its first answer, and at the end one line of JSON with the
 * requests per second and the count of each status.
 */
import autocannon from 'autocannon';

const url = process.argv[2]!;
const origin = process.argv[3]!;
const email = process.argv[4]!;
const connections = Number(process.env.FLOOD_CONNECTIONS ?? 200);

const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url,
      method: 'POST',
      connections,
      // Runs until stopped: the bench decides when its measuring is done.
      duration: 3600,
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ json: { email, password: 'wrong password' } }),
    },
    (error, done) => (error ? reject(error) : resolve(done)),
  );
  instance.once('response', () => console.log('flooding'));
  process.on('SIGTERM', () => instance.stop());
});
const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0]));
console.log(JSON.stringify({ requestsPerSecond: result.requests.average, statuses, errors: result.errors }));
