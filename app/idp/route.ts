import { handleIdpRequest } from '@/lib/idp/protocol';
import { clientAddress } from '@/lib/rate-limit/client-address';

export const dynamic = 'force-dynamic';

/** The built-in user pool: the Cognito Identity Provider JSON protocol. */
export async function POST(request: Request) {
  return handleIdpRequest(request, { address: clientAddress(request) });
}
