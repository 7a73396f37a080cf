import { z } from 'zod';
import { LOCAL_POOL } from './config';
import { idpErrors } from './errors';

/** Cognito's wording for a missing member. */
export function required(value: unknown, member: string): string {
  if (typeof value !== 'string' || value === '') {
    throw idpErrors.invalidParameter(
      `1 validation error detected: Value null at '${member}' failed to satisfy constraint: Member must not be null`,
    );
  }
  return value;
}

export function assertClient(clientId: unknown): void {
  const id = required(clientId, 'clientId');
  if (id !== LOCAL_POOL.clientId) throw idpErrors.unknownClient(id);
}

/** Codes are digits only at the pool; the screens strip the optional space first. */
export function requiredCode(value: unknown): string {
  const code = required(value, 'confirmationCode');
  if (!/^\S+$/.test(code)) {
    throw idpErrors.invalidParameter(
      "1 validation error detected: Value at 'confirmationCode' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\S]+",
    );
  }
  return code;
}

/** Where Cognito says it sent a code: the address with most of it masked. */
export function codeDeliveryDetails(email: string) {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return {
    AttributeName: 'email',
    DeliveryMedium: 'EMAIL',
    Destination: `${local.slice(0, 1)}***@${domain.slice(0, 1)}***${tld}`,
  };
}

// Every body is a JSON object; members are read loosely and checked with Cognito's wording.
export const BodySchema = z.record(z.string(), z.unknown());
export type Body = z.infer<typeof BodySchema>;

export function attributes(body: Body): Record<string, string> {
  const list = z
    .array(z.object({ Name: z.string(), Value: z.string() }))
    .catch([])
    .parse(body.UserAttributes ?? []);
  return Object.fromEntries(list.map((a) => [a.Name, a.Value]));
}

/** AuthParameters (or ChallengeResponses): the string members; anything else is ignored. */
export function authParameters(body: Body): Record<string, string> {
  const members = z
    .record(z.string(), z.unknown())
    .catch({})
    .parse(body.AuthParameters ?? {});
  return Object.fromEntries(
    Object.entries(members).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
