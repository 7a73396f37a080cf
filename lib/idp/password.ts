import { randomBytes, scrypt, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MIN_LENGTH } from '@/lib/constants';
import { idpErrors } from './errors';

const KEY_LENGTH = 64;
const SCRYPT_OPTIONS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function scryptAsync(password: BinaryLike, salt: BinaryLike): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, SCRYPT_OPTIONS, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$<salt>$<hash>`, both base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password.normalize('NFKC'), salt);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password.normalize('NFKC'), Buffer.from(salt, 'base64url'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Cognito's symbol set for password policies.
const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** Cognito's default policy (8+, lower, upper, number, symbol), checked in Cognito's order. */
export function assertPasswordPolicy(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) throw idpErrors.invalidPassword('Password not long enough');
  if (!/[a-z]/.test(password)) throw idpErrors.invalidPassword('Password must have lowercase characters');
  if (!/[A-Z]/.test(password)) throw idpErrors.invalidPassword('Password must have uppercase characters');
  if (!/[0-9]/.test(password)) throw idpErrors.invalidPassword('Password must have numeric characters');
  if (!SYMBOLS.test(password)) throw idpErrors.invalidPassword('Password must have symbol characters');
}

let dummyHash: Promise<string> | undefined;

/**
 * The same scrypt work as a real check, for a user who does not exist, so the time an answer takes
 * does not tell an attacker which addresses have accounts. Always false.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}
