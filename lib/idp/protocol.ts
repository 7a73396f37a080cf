import { getDb, type Db } from '@/lib/db/client';
import { IdpError, idpErrors } from './errors';
import { BodySchema, type Body } from './params';
import { confirmForgotPassword, confirmSignUp, forgotPassword, resendConfirmationCode, signUp } from './registration';
import { changePassword, deleteUser, getUser, initiateAuth } from './session';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

const operations: Record<string, (db: Db, body: Body) => Promise<unknown>> = {
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  InitiateAuth: initiateAuth,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  GetUser: getUser,
  ChangePassword: changePassword,
  DeleteUser: deleteUser,
};

const JSON_HEADERS = { 'content-type': 'application/x-amz-json-1.1' };

function errorResponse(error: IdpError): Response {
  return new Response(JSON.stringify({ __type: error.type, message: error.message }), {
    status: error.status,
    headers: { ...JSON_HEADERS, 'x-amzn-errortype': `${error.type}:` },
  });
}

/** Answers one request of the Cognito Identity Provider JSON protocol (`x-amz-target` names the operation). */
export async function handleIdpRequest(request: Request): Promise<Response> {
  const target = request.headers.get('x-amz-target') ?? '';
  const operation = target.startsWith(TARGET_PREFIX) ? operations[target.slice(TARGET_PREFIX.length)] : undefined;
  if (!operation) return errorResponse(idpErrors.unknownOperation(target));
  let body: Body;
  try {
    body = BodySchema.parse(JSON.parse(await request.text()));
  } catch {
    return errorResponse(idpErrors.serialization());
  }
  try {
    const result = await operation(await getDb(), body);
    return new Response(JSON.stringify(result), { status: 200, headers: JSON_HEADERS });
  } catch (error) {
    if (error instanceof IdpError) return errorResponse(error);
    console.error('[idp] unexpected error', error);
    return errorResponse(new IdpError('InternalErrorException', 'An internal error occurred.', 500));
  }
}
