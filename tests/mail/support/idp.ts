import { POST } from '@/app/idp/route';
import { LOCAL_POOL } from '@/lib/idp/config';

/** One call of the built-in pool's Cognito JSON protocol through its route handler. */
export async function idp(
  operation: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await POST(
    new Request('http://localhost:3000/idp', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify({ ClientId: LOCAL_POOL.clientId, ...body }),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
