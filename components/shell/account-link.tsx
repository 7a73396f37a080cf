'use client';

import type { MouseEvent, ReactNode } from 'react';
import { openSignIn } from './open-sign-in';

type Props = { href: string; signedIn: boolean; className?: string; children: ReactNode };

/** A link that needs an account: anonymous visitors get the login modal instead (SPEC 2.4). */
export function AccountLink({ href, signedIn, className, children }: Props) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (signedIn) return;
    event.preventDefault();
    openSignIn();
  }
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
