import * as cognito from 'amazon-cognito-identity-js';
import { modPow } from '@/lib/idp/srp';

// The tests drive the built-in pool with amazon-cognito-identity-js too, the library browsers use,
// as a reference client (the site itself signs in with lib/idp/srp.ts). That library does SRP's
// arithmetic with its own copy of jsbn, which picks its inner multiply loop by `typeof navigator`:
// Node 21 and later define a `navigator`, so it takes a browser path that V8 runs very slowly (one
// sign-in about 8 s on Node 24 against 0.5 s on Node 20). In the tests only, the library's modPow
// is replaced by one on native BigInt, which gives the same numbers on every Node version.

type JsbnInteger = { toString(radix: number): string; constructor: new (hex: string, radix: number) => JsbnInteger };
type JsbnPrototype = {
  modPow(
    exponent: JsbnInteger,
    modulus: JsbnInteger,
    callback?: (error: null, result: JsbnInteger) => void,
  ): JsbnInteger;
};
type Helper = { prototype: { generateRandomSmallA(this: unknown): JsbnInteger } };

const toBigInt = (value: JsbnInteger): bigint => {
  const hex = value.toString(16);
  return hex.startsWith('-') ? -BigInt(`0x${hex.slice(1)}`) : BigInt(`0x${hex}`);
};

let patched = false;

/** Makes the library's SRP use native BigInt; idempotent. */
export function installNativeSrpMath(): void {
  if (patched) return;
  // The helper is exported at run time but not typed. Its random-number method needs no state and
  // returns one of the library's own integers, whose prototype is the one its SRP code calls, in
  // whichever build (lib/ or es/) the bundler or jest loaded.
  const helper = (cognito as unknown as { AuthenticationHelper?: Helper }).AuthenticationHelper;
  if (!helper) return;
  const proto = Object.getPrototypeOf(helper.prototype.generateRandomSmallA.call(null)) as JsbnPrototype;
  proto.modPow = function (this: JsbnInteger, exponent, modulus, callback) {
    const result = new this.constructor(modPow(toBigInt(this), toBigInt(exponent), toBigInt(modulus)).toString(16), 16);
    callback?.(null, result);
    return result;
  };
  patched = true;
}
