/**
 * A standard email pattern (the HTML living standard's, with a dot required in the domain so that
 * a mail house can deliver to it). Shared by the yup schemas in the browser and zod on the server.
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
