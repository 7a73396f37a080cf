import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LOCAL_POOL } from './config';

// SRP-6a exactly as Cognito and amazon-cognito-identity-js's AuthenticationHelper do it: the
// 3072-bit group of RFC 3526, g = 2, SHA-256, and the "Caldera Derived Key" HKDF over S. Both
// halves are here, on native BigInt: the built-in pool's (the server) and the site's sign-in's
// (the client, lib/auth/pool.ts), which signs in to Amazon Cognito as well.
const N = BigInt(
  '0xFFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
const g = 2n;

/** The pool name in SRP's hashes: the part of the pool id after the region. */
export const SRP_POOL_NAME = LOCAL_POOL.userPoolId.split('_')[1]!;

/** The library's padHex: even length, and a leading 00 when the top bit is set (a positive number). */
function padHex(n: bigint): string {
  let hex = n.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hexHash = (hex: string) => sha256Hex(Buffer.from(hex, 'hex'));
const toBig = (hex: string) => BigInt(`0x${hex}`);

/** base^exponent mod modulus on native BigInt (square and multiply). */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

const k = toBig(hexHash(padHex(N) + padHex(g)));

function privateValue(salt: string, userId: string, password: string, poolName = SRP_POOL_NAME): bigint {
  return toBig(hexHash(padHex(toBig(salt)) + sha256Hex(`${poolName}${userId}:${password}`)));
}

/** A fresh salt and the verifier g^x for this user id and password, both hex. */
export function createVerifier(userId: string, password: string): { salt: string; verifier: string } {
  const salt = randomBytes(16).toString('hex');
  return { salt, verifier: modPow(g, privateValue(salt, userId, password), N).toString(16) };
}

/** The server's half of one exchange: the secret b (kept server-side) and the public B (sent as SRP_B). */
export function serverEphemeral(verifier: string): { b: string; B: string } {
  for (;;) {
    const b = toBig(randomBytes(32).toString('hex'));
    const B = (k * toBig(verifier) + modPow(g, b, N)) % N;
    if (B !== 0n) return { b: b.toString(16), B: B.toString(16) };
  }
}

/** A is the client's public value; SRP forbids A ≡ 0 (mod N), which would fix the shared secret. */
export function isValidClientPublic(A: string): boolean {
  return /^[0-9a-f]+$/i.test(A) && toBig(A) % N !== 0n;
}

export type PasswordClaim = {
  A: string;
  B: string;
  b: string;
  verifier: string;
  userId: string;
  secretBlock: string;
  timestamp: string;
  signature: string;
};

/** The claim's signature: HMAC over the pool name, user id, SECRET_BLOCK and TIMESTAMP, keyed by the HKDF of S. */
function claimSignature(
  poolName: string,
  u: bigint,
  S: bigint,
  claim: Pick<PasswordClaim, 'userId' | 'secretBlock' | 'timestamp'>,
): Buffer {
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
    .update(Buffer.from(padHex(S), 'hex'))
    .digest();
  const key = createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]))
    .digest()
    .subarray(0, 16);
  return createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(poolName, 'utf8'),
        Buffer.from(claim.userId, 'utf8'),
        Buffer.from(claim.secretBlock, 'base64'),
        Buffer.from(claim.timestamp, 'utf8'),
      ]),
    )
    .digest();
}

const scramble = (A: bigint, B: bigint) => toBig(hexHash(padHex(A) + padHex(B)));

/** Whether the PASSWORD_CLAIM_SIGNATURE proves knowledge of the password behind the verifier. */
export function checkPasswordClaim(claim: PasswordClaim): boolean {
  const A = toBig(claim.A);
  const u = scramble(A, toBig(claim.B));
  if (u === 0n) return false;
  const S = modPow(A * modPow(toBig(claim.verifier), u, N), toBig(claim.b), N);
  const expected = claimSignature(SRP_POOL_NAME, u, S, claim);
  const given = Buffer.from(claim.signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The client's half of one exchange: the secret a (kept) and the public A (sent as SRP_A), as the library draws them. */
export function clientEphemeral(): { a: bigint; A: string } {
  for (;;) {
    const a = toBig(randomBytes(128).toString('hex'));
    const A = modPow(g, a, N);
    if (A !== 0n) return { a, A: A.toString(16) };
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The TIMESTAMP a client signs, in the library's format (see isValidTimestamp). */
export function srpTimestamp(at: Date): string {
  const time = [at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds()].map(twoDigits).join(':');
  return `${WEEKDAYS[at.getUTCDay()]} ${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()} ${time} UTC ${at.getUTCFullYear()}`;
}

/**
 * The client's answer to PASSWORD_VERIFIER: its TIMESTAMP and PASSWORD_CLAIM_SIGNATURE, proving
 * the password without sending it. Null when the pool's B or the scrambler u is zero, which SRP
 * forbids (the client must abort).
 */
export function signPasswordClaim(input: {
  poolName: string;
  a: bigint;
  A: string;
  B: string;
  salt: string;
  userId: string;
  password: string;
  secretBlock: string;
  at: Date;
}): { timestamp: string; signature: string } | null {
  const B = toBig(input.B);
  const u = scramble(toBig(input.A), B);
  if (B % N === 0n || u === 0n) return null;
  const x = privateValue(input.salt, input.userId, input.password, input.poolName);
  const S = modPow(B - k * modPow(g, x, N), input.a + u * x, N);
  const timestamp = srpTimestamp(input.at);
  const signature = claimSignature(input.poolName, u, S, { ...input, timestamp }).toString('base64');
  return { timestamp, signature };
}

// The library's DateHelper: `ddd MMM d HH:mm:ss UTC yyyy`, the day of the month not padded.
const TIMESTAMP_PATTERN =
  /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ([1-9]|[12]\d|3[01]) \d\d:\d\d:\d\d UTC \d{4}$/;

export function isValidTimestamp(timestamp: string): boolean {
  return TIMESTAMP_PATTERN.test(timestamp);
}
