import { CognitoIdentityProviderServiceException } from '@aws-sdk/client-cognito-identity-provider';

/** A failure as the auth provider reports it: Cognito's error name and its exact message. */
export class PoolError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The pool's HTTP status, when it answered at all (none for a network failure). */
    readonly status?: number,
  ) {
    super(message);
    this.name = code;
  }
}

/** The pool's answer (the SDK's exception, named by the answer's `__type`) or any other failure, as a PoolError. */
export function toPoolError(error: unknown): PoolError {
  if (error instanceof PoolError) return error;
  if (error instanceof CognitoIdentityProviderServiceException)
    return new PoolError(error.name, error.message, error.$metadata.httpStatusCode);
  const e = error as { code?: string; name?: string; message?: string; $metadata?: { httpStatusCode?: number } } | null;
  // An answer that is not the protocol's (a proxy's HTML error page) keeps its status, when it is a failure's.
  const status = e?.$metadata?.httpStatusCode;
  return new PoolError(
    e?.code ?? e?.name ?? 'UnknownError',
    e?.message ?? 'Something went wrong. Please try again.',
    status !== undefined && status >= 400 ? status : undefined,
  );
}
