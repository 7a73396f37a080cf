'use client';

import { useLocale } from 'next-intl';
import type { MouseEvent, ReactNode } from 'react';
import { openAccountModal, type SignInOrigin } from '@/components/account/events';
import { localePath } from '@/lib/i18n/locales';

type Props = { href: string; signedIn: boolean; from?: SignInOrigin; className?: string; children: ReactNode };

/** A link that needs an account: anonymous visitors get the login modal instead (docs/SPEC.md section 2.4). */
export function AccountLink({ href, signedIn, from, className, children }: Props) {
  const locale = useLocale();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (signedIn) return;
    event.preventDefault();
    openAccountModal('sign-in', from ? { from } : {});
  }
  return (
    <a href={localePath(locale, href)} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
