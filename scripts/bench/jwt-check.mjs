// Micro-benchmark (not a test), decision 0020: what one JWT check costs in the guard today
// against the same check through passport + passport-jwt, driven the way @nestjs/passport's
// AuthGuard drives a strategy, beside two floors. All in one process, nothing running needed:
//   - floor: an empty async call, awaited (what any awaited step costs);
//   - floor: bare jsonwebtoken.verify with the key object (the signature check itself);
//   - today: @nestjs/jwt JwtService.verifyAsync with SecretsService.jwtKey's key object, as
//     SessionsService.authenticate calls it for the AuthGuard;
//   - passport: a PassportStrategy(passport-jwt Strategy) with the same key and HS256, bearer
//     token from the Authorization header, validate() answering the claims, run by
//     AuthGuard('jwt').canActivate on an ExecutionContext of a plain request;
//   - passport with the secret as a string (passport-jwt's documented way), for decision 0022's
//     point that jsonwebtoken tries a string as a public key on every call.
// Each row runs --calls awaited checks per round (the string-secret row a twentieth); rounds alternate the rows (--rounds of them)
// so load on a shared machine falls on every row alike, and the median round is printed. Only
// the ratios are comparable between runs.
//   node scripts/bench/jwt-check.mjs [--calls 10000] [--rounds 7]
import 'reflect-metadata';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import { JwtService } from '@nestjs/jwt';
import jsonwebtoken from 'jsonwebtoken';
import { createSecretKey, randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { arg, percentile } from './lib.mjs';

const CALLS = arg('calls', 10000);
const ROUNDS = arg('rounds', 7);

// The server's secret: 48 random bytes, base64url, made a key object (SecretsService.jwtKey).
const secret = randomBytes(48).toString('base64url');
const key = createSecretKey(Buffer.from(secret));
const claims = { sub: randomUUID(), sid: randomUUID(), code: 'bench' };
const token = jsonwebtoken.sign(claims, key, { jwtid: randomUUID(), expiresIn: 900 });

const jwt = new JwtService({});
const strategyOptions = {
  jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
  algorithms: ['HS256'],
};
class KeyObjectJwtStrategy extends PassportStrategy(Strategy, 'jwt-key') {
  constructor() {
    super({ ...strategyOptions, secretOrKey: key });
  }
  validate(payload) {
    return payload;
  }
}
class StringJwtStrategy extends PassportStrategy(Strategy, 'jwt-string') {
  constructor() {
    super({ ...strategyOptions, secretOrKey: secret });
  }
  validate(payload) {
    return payload;
  }
}
new KeyObjectJwtStrategy();
new StringJwtStrategy();
const KeyGuard = AuthGuard('jwt-key');
const StringGuard = AuthGuard('jwt-string');
const keyGuard = new KeyGuard();
const stringGuard = new StringGuard();

/** An ExecutionContext of one HTTP request carrying the bearer token (a fresh request each call). */
function httpContext(bearer = token) {
  const request = { headers: { authorization: `Bearer ${bearer}` }, query: {} };
  return { switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }) };
}

async function noop() {}

const rows = [
  { name: 'floor: empty async call', run: () => noop() },
  { name: 'floor: jsonwebtoken.verify (key object)', run: () => jsonwebtoken.verify(token, key) },
  {
    name: "today: JwtService.verifyAsync (the guard's check)",
    run: () => jwt.verifyAsync(token, { secret: key }),
  },
  {
    name: 'passport-jwt via AuthGuard (key object)',
    run: () => keyGuard.canActivate(httpContext()),
  },
  {
    name: 'passport-jwt via AuthGuard (string secret)',
    run: () => stringGuard.canActivate(httpContext()),
    // About 2 ms a call: a twentieth of the calls keeps the run short.
    share: 20,
  },
];

// Each path must accept the token and refuse one signed with another key before it is timed
// (a refusal is a faster, wrong path; an acceptance of anything checks nothing).
const forged = jsonwebtoken.sign(claims, createSecretKey(randomBytes(48)), { expiresIn: 900 });
for (const guard of [keyGuard, stringGuard]) {
  const context = httpContext();
  await guard.canActivate(context);
  if (context.switchToHttp().getRequest().user?.sid !== claims.sid)
    throw new Error('passport did not set request.user');
  const refused = await guard.canActivate(httpContext(forged)).then(
    () => false,
    () => true,
  );
  if (!refused) throw new Error('passport accepted a forged token');
}
if ((await jwt.verifyAsync(token, { secret: key })).sid !== claims.sid) throw new Error('refused');
if (
  await jwt.verifyAsync(forged, { secret: key }).then(
    () => true,
    () => false,
  )
)
  throw new Error('JwtService accepted a forged token');

const callsOf = (row) => Math.ceil(CALLS / (row.share ?? 1));

async function round(row) {
  const started = process.hrtime.bigint();
  for (let i = 0, n = callsOf(row); i < n; i++) await row.run();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

for (const row of rows) await round(row); // warm-up: JIT and the key caches
const seconds = new Map(rows.map((row) => [row, []]));
for (let r = 0; r < ROUNDS; r++) for (const row of rows) seconds.get(row).push(await round(row));

const perSecond = (row) => callsOf(row) / percentile(seconds.get(row), 50);
const today = perSecond(rows[2]);
const bare = perSecond(rows[1]);
console.log(
  `JWT check, ${CALLS} awaited calls a round, median of ${ROUNDS} rounds; node ${process.version}, ` +
    `${cpus().length} cpus, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
console.log(
  `${'path'.padEnd(52)} ${'calls/s'.padStart(10)} ${'µs/call'.padStart(8)} ${'÷ today'.padStart(8)} ${'÷ bare verify'.padStart(14)}`,
);
const ratio = (r) => (r < 0.1 ? r.toFixed(4) : r.toFixed(2));
for (const row of rows) {
  const rate = perSecond(row);
  console.log(
    `${row.name.padEnd(52)} ${Math.round(rate).toLocaleString('en').padStart(10)} ` +
      `${(1e6 / rate).toFixed(2).padStart(8)} ${ratio(today / rate).padStart(8)} ` +
      `${ratio(bare / rate).padStart(14)}`,
  );
}
console.log(
  "÷ today: time per call relative to the guard's current check (2.00 = twice as long); " +
    '÷ bare verify: relative to jsonwebtoken.verify alone.',
);
