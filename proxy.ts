import { NextResponse, type NextRequest } from 'next/server';

// Auth-required paths and legacy redirects are added here by the accounts and site work.
export function proxy(request: NextRequest) {
  void request;
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|images/|geo/).*)'],
};
