import type { NextRequest, NextResponse } from 'next/server';

/** Sends anonymous visitors away from pages that need sign-in (SPEC section 6). Filled in by the accounts work. */
export async function guardRequest(request: NextRequest): Promise<NextResponse | null> {
  void request;
  return null;
}
