import { POST } from '@/app/idp/route';
import { LOCAL_POOL } from '@/lib/idp/config';
import { CLIENT_ADDRESS_HEADER } from '@/lib/rate-limit/client-address';

let callNumber = 0;

/**
 * One call to the built-in pool's /idp as a client other than amazon-cognito-identity-js makes it:
 * the raw JSON protocol, each call from its own address so no per-address limit carries over.
 */
export async function rawIdp(operation: string, body: Record<string, unknown>) {
  const response = await POST(
    new Request('http://pool.test/idp', {
      method: 'POST',
      headers: {
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        [CLIENT_ADDRESS_HEADER]: `203.0.113.${(callNumber += 1) % 250}`,
      },
      body: JSON.stringify({ ClientId: LOCAL_POOL.clientId, ...body }),
    }),
  );
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { __type?: string; message?: string },
  };
}

/** Cognito's answer when a required member of the request is left out. */
export const missingMember = (member: string) => ({
  __type: 'InvalidParameterException',
  message: `1 validation error detected: Value null at '${member}' failed to satisfy constraint: Member must not be null`,
});

/** A USER_PASSWORD_AUTH sign-in over the raw protocol: the pool’s tokens; anything but a 200 fails the test. */
export async function rawPasswordSignIn(email: string, password: string) {
  const signIn = await rawIdp('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  if (signIn.status !== 200) throw new Error(`sign-in refused: ${signIn.status} ${JSON.stringify(signIn.body)}`);
  return signIn.body.AuthenticationResult as { IdToken: string; AccessToken: string; RefreshToken: string };
}
