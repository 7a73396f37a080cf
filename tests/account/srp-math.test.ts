import { randomBytes } from 'node:crypto';
import * as cognito from 'amazon-cognito-identity-js';
import { installNativeSrpMath } from '@/lib/auth/srp-math';

// The sign-in library's SRP arithmetic runs on native BigInt (jsbn took ~30 s per sign-in on Node 24):
// the numbers must be exactly the ones jsbn gives, or no password would ever be accepted.

type Jsbn = {
  toString(radix: number): string;
  modPow(e: Jsbn, m: Jsbn, cb?: (err: null, r: Jsbn) => void): Jsbn;
  constructor: new (hex: string, radix: number) => Jsbn;
};
const helper = (
  cognito as unknown as { AuthenticationHelper: { prototype: { generateRandomSmallA(this: unknown): Jsbn } } }
).AuthenticationHelper;
const sample = helper.prototype.generateRandomSmallA.call(null);
const Integer = sample.constructor;
const proto = Object.getPrototypeOf(sample) as Jsbn;

/** Square and multiply, the textbook way: an oracle that shares no code with either side. */
function referenceModPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  for (let b = base % modulus, e = exponent; e > 0n; e >>= 1n, b = (b * b) % modulus)
    if (e & 1n) result = (result * b) % modulus;
  return result;
}

test('modPow on native BigInt gives jsbn’s answers, and calls back as jsbn does', () => {
  const jsbnModPow = proto.modPow;
  installNativeSrpMath();
  expect(proto.modPow).not.toBe(jsbnModPow);
  // Odd, as SRP's modulus (a safe prime) always is: jsbn's Montgomery reduction needs it, and answered
  // 0 for the even half of random moduli, which made this test fail by chance.
  const N = new Integer(`f${randomBytes(383).toString('hex').slice(0, -1)}f`, 16);
  for (let round = 0; round < 3; round++) {
    const base = new Integer(randomBytes(64).toString('hex'), 16);
    const exponent = new Integer(randomBytes(128).toString('hex'), 16);
    const hex = (n: Jsbn) => BigInt(`0x${n.toString(16)}`);
    const expected = referenceModPow(hex(base), hex(exponent), hex(N)).toString(16);
    expect(jsbnModPow.call(base, exponent, N, () => undefined).toString(16)).toBe(expected);
    let called: string | undefined;
    const result = proto.modPow.call(base, exponent, N, (_err, r) => (called = r.toString(16)));
    expect(result.toString(16)).toBe(expected);
    expect(called).toBe(expected);
  }
});
