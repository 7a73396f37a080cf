import { randomBytes } from 'node:crypto';
import * as cognito from 'amazon-cognito-identity-js';
import { useNativeSrpMath } from '@/lib/auth/srp-math';

// The sign-in library's SRP arithmetic runs on native BigInt (jsbn took ~30 s per sign-in on Node 24):
// the numbers must be exactly the ones jsbn gives, or no password would ever be accepted.

type Jsbn = { toString(radix: number): string; modPow(e: Jsbn, m: Jsbn, cb?: (err: null, r: Jsbn) => void): Jsbn; constructor: new (hex: string, radix: number) => Jsbn };
const helper = (cognito as unknown as { AuthenticationHelper: { prototype: { generateRandomSmallA(this: unknown): Jsbn } } }).AuthenticationHelper;
const sample = helper.prototype.generateRandomSmallA.call(null);
const Integer = sample.constructor;
const proto = Object.getPrototypeOf(sample) as Jsbn;

test('modPow on native BigInt gives jsbn’s answers, and calls back as jsbn does', () => {
  const jsbnModPow = proto.modPow;
  useNativeSrpMath();
  expect(proto.modPow).not.toBe(jsbnModPow);
  const N = new Integer(`f${randomBytes(383).toString('hex')}`, 16);
  for (let round = 0; round < 3; round++) {
    const base = new Integer(randomBytes(64).toString('hex'), 16);
    const exponent = new Integer(randomBytes(128).toString('hex'), 16);
    const expected = jsbnModPow.call(base, exponent, N, () => undefined).toString(16);
    let called: string | undefined;
    const result = proto.modPow.call(base, exponent, N, (_err, r) => (called = r.toString(16)));
    expect(result.toString(16)).toBe(expected);
    expect(called).toBe(expected);
  }
});
