'use client';

import { useRouter } from '@/lib/i18n/navigation';
import type { SocialProvider } from '@/lib/auth/providers';
import { AccountView } from './account-view';
import { accountPagePath, type AccountView as View } from './events';
import { HeadingLevel } from './form-heading';

/** An account view as a page of its own: switching views moves to that view's page. */
export function AccountScreen({
  view,
  email,
  social,
  headingLevel = 1,
}: {
  view: View;
  email?: string;
  social?: SocialProvider[];
  headingLevel?: 1 | 2;
}) {
  const router = useRouter();
  return (
    <HeadingLevel.Provider value={headingLevel}>
      <AccountView
        key={`${view}:${email ?? ''}`}
        view={view}
        email={email}
        social={social}
        go={(next, detail) => router.push(accountPagePath(next, detail?.email ?? email))}
      />
    </HeadingLevel.Provider>
  );
}
