import { isBodyTooLarge, readBodyText } from '@/lib/api/body';
import { getDb, type Db } from '@/lib/db/client';
import { describeDatabaseError, isDatabaseUnreachable } from '@/lib/db/errors';
import { IdpError, idpErrors } from './errors';
import { BodySchema, type Body } from './params';
import { countRequest, refundRequest } from '@/lib/rate-limit';
import { clientAddress } from '@/lib/rate-limit/client-address';
import { getTokensFromRefreshToken, initiateAuth, respondToAuthChallenge } from './auth-flows';
import { LOCAL_POOL } from './config';
import { confirmForgotPassword, confirmSignUp, forgotPassword, resendConfirmationCode, signUp } from './registration';
import {
  changePassword,
  deleteUser,
  getUser,
  globalSignOut,
  revokeToken,
  updateUserAttributes,
  verifyUserAttribute,
} from './session';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

const operations: Record<string, (db: Db, body: Body) => Promise<unknown>> = {
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  GetUser: getUser,
  ChangePassword: changePassword,
  DeleteUser: deleteUser,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
  UpdateUserAttributes: updateUserAttributes,
  VerifyUserAttribute: verifyUserAttribute,
};

/** The operations that test a password or a code: limited per address as well as per user. */
const ADDRESS_LIMITED = new Set(['InitiateAuth', 'RespondToAuthChallenge', 'ConfirmSignUp', 'ConfirmForgotPassword']);

/** A refresh proves a session the pool already granted; only password and code checks count. */
const isGuess = (operation: string, body: Body) =>
  ADDRESS_LIMITED.has(operation) &&
  !(operation === 'InitiateAuth' && /^REFRESH_TOKEN/.test(String(body.AuthFlow ?? '')));

/**
 * The caller's address: given by the /idp route; for the site's own in-process calls, the address
 * of the browser request being served (none outside a request, as in scripts and tests).
 */
async function callerAddress(given: string | undefined): Promise<string | undefined> {
  if (given) return given;
  try {
    const { headers } = await import('next/headers');
    return clientAddress(await headers());
  } catch {
    return undefined;
  }
}

/**
 * One address spraying passwords or codes across many users meets this wall before the per-user
 * locks. Each guess is counted before it is checked (so parallel guesses cannot pass the wall) and
 * handed back when it succeeds: people signing in behind one address (an office, a hotel's Wi-Fi)
 * never meet it, only wrong answers add up. Returns the refund for a success, or null.
 */
async function enforceAddressLimit(
  operation: string,
  body: Body,
  given: string | undefined,
): Promise<(() => Promise<void>) | null> {
  if (!isGuess(operation, body)) return null;
  const address = await callerAddress(given);
  if (!address) return null;
  const key = `idp-auth:${address}`;
  const { count } = await countRequest(key, LOCAL_POOL.addressLimit);
  if (count > LOCAL_POOL.addressLimit.max) throw idpErrors.tooManyRequests();
  return () => refundRequest(key);
}

const JSON_HEADERS = { 'content-type': 'application/x-amz-json-1.1' };

function errorResponse(error: IdpError): Response {
  return new Response(JSON.stringify({ __type: error.type, message: error.message }), {
    status: error.status,
    headers: { ...JSON_HEADERS, 'x-amzn-errortype': `${error.type}:` },
  });
}

/**
 * Answers one request of the Cognito Identity Provider JSON protocol (`x-amz-target` names the
 * operation). `from.address` is the caller's address when the request came over HTTP.
 */
export async function handleIdpRequest(request: Request, from: { address?: string } = {}): Promise<Response> {
  const target = request.headers.get('x-amz-target') ?? '';
  const name = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
  const operation = Object.hasOwn(operations, name) ? operations[name] : undefined;
  if (!operation) return errorResponse(idpErrors.unknownOperation(target));
  let body: Body;
  try {
    // The same 1 MB cap as /prod and /api, by Content-Length and by counting a chunked body.
    body = BodySchema.parse(JSON.parse(await readBodyText(request)));
  } catch (error) {
    return errorResponse(isBodyTooLarge(error) ? idpErrors.bodyTooLarge() : idpErrors.serialization());
  }
  try {
    const refund = await enforceAddressLimit(name, body, from.address);
    const result = await operation(await getDb(), body);
    await refund?.();
    return new Response(JSON.stringify(result), { status: 200, headers: JSON_HEADERS });
  } catch (error) {
    if (error instanceof IdpError) return errorResponse(error);
    if (isDatabaseUnreachable(error)) {
      console.error('[idp] database unreachable:', describeDatabaseError(error));
      return errorResponse(new IdpError('InternalErrorException', 'The service is temporarily unavailable.', 503));
    }
    console.error('[idp] unexpected error', error);
    return errorResponse(new IdpError('InternalErrorException', 'An internal error occurred.', 500));
  }
}
