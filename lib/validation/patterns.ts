/**
 * The one email rule of the code base: the HTML living standard's pattern (docs/SPEC.md section 5),
 * with a dot required in the domain so that a mail house can deliver to it. Every form, route
 * handler and server action that takes an address checks it with this.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 100;

/** A US ZIP code: five digits, or ZIP+4. */
export const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/**
 * The looser shape Amazon Cognito accepts as an email username (any non-blank text, an @, a dotted
 * domain; Unicode allowed). The built-in user pool stands in for Cognito, so it refuses only what
 * Cognito refuses; every address that passes isEmail passes this too (tests/validation/fields.test.ts).
 */
const COGNITO_EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isCognitoEmailUsername(value: string): boolean {
  return COGNITO_EMAIL_SHAPE.test(value);
}
