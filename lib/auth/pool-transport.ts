import type { CognitoUserPool } from 'amazon-cognito-identity-js';
import { handleIdpRequest } from '@/lib/idp/protocol';

type Callback = (error: Error | null, data?: unknown) => void;
type ClientInternals = { request: (operation: string, params: unknown, callback: Callback) => void };

/**
 * Serves the library's requests for the built-in pool in this process: the same request and
 * response bytes as over HTTP to /idp, without a network hop to the app's own origin.
 * Errors are read the way the library's own Client reads them (`__type` or `code`, then `message`).
 */
export function serveInProcess(pool: CognitoUserPool): void {
  const client = (pool as unknown as { client: ClientInternals }).client;
  client.request = (operation, params, callback) => {
    const request = new Request('http://in-process/idp', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(params),
    });
    handleIdpRequest(request)
      .then(async (response) => {
        const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
        if (response.ok) return callback(null, data);
        const code =
          String(data.__type ?? data.code ?? 'UnknownError')
            .split('#')
            .pop() ?? 'UnknownError';
        const error = new Error(String(data.message ?? data.Message ?? ''));
        error.name = code;
        // The library retries a failed refresh for seconds; a 4xx answer will not change on retry,
        // nor will a 503 (this process's own database away) within the request's lifetime.
        Object.assign(error, {
          code,
          statusCode: response.status,
          nonRetryable: response.status < 500 || response.status === 503,
        });
        return callback(error);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
  };
}
