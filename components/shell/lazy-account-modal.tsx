'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { ACCOUNT_EVENTS, type AccountEventDetail } from '@/components/account/events';
import { useSessionUser } from '@/components/account/use-session-user';
import type { SocialProvider } from '@/lib/auth/providers';

// The modal, its messages and focus handling load on the first request to open it, not with every
// page: most visitors never sign in (docs/PERFORMANCE.md).
type Request = { name: string; detail: AccountEventDetail };
type Props = { social?: SocialProvider[]; first: Request };

const OpenedAccountModal = dynamic(
  () =>
    import('@/components/account/account-modal').then(({ AccountModal }) => {
      // The modal listens from its own effect, which runs before this one: the request is heard.
      function Opened({ social, first }: Props) {
        useEffect(() => replay(first), [first]);
        return <AccountModal social={social} />;
      }
      return Opened;
    }),
  { ssr: false },
);

/** The login modal, loaded on first use: the request that loaded it is passed on once it listens. */
export function LazyAccountModal({ social }: { social?: SocialProvider[] }) {
  const [first, setFirst] = useState<Request | null>(null);
  // Mounted on every page, so the session cookie's tokens stay fresh while the site is open.
  useSessionUser();

  useEffect(() => {
    if (first) return;
    const names = Object.values(ACCOUNT_EVENTS);
    const listener = (event: Event) =>
      setFirst({ name: event.type, detail: (event as CustomEvent<AccountEventDetail>).detail ?? {} });
    names.forEach((name) => window.addEventListener(name, listener));
    return () => names.forEach((name) => window.removeEventListener(name, listener));
  }, [first]);

  if (!first) return null;
  return <OpenedAccountModal social={social} first={first} />;
}

function replay({ name, detail }: Request) {
  window.dispatchEvent(new CustomEvent<AccountEventDetail>(name, { detail }));
}
