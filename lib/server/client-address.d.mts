export const CLIENT_ADDRESS_HEADER: 'x-client-address';
export function resolveClientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  hops: number,
): string;
