import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { AccountModal } from '@/components/account/account-modal';
import { AlertBanners } from '@/components/shell/alert-banners';
import { CrisisBanner } from '@/components/shell/crisis-banner';
import { GuidePanel } from '@/components/shell/guide-panel';
import { GuidePanelBody } from '@/components/shell/guide-panel-body';
import { HeaderGate } from '@/components/shell/header-gate';
import { LazyFooterNewsletter } from '@/components/shell/lazy-footer-newsletter';
import { PrivacyBanner } from '@/components/shell/privacy-banner';
import { Providers } from '@/components/shell/providers';
import { SearchSuggest } from '@/components/search/search-suggest';
import { ScrollAfterNavigation } from '@/components/shell/scroll-after-navigation';
import { FavouritesSync } from '@/components/trips/favourites-sync';
import { SiteFooter } from '@/components/shell/site-footer';
import { SiteHeader } from '@/components/shell/site-header';
import { SkipLink } from '@/components/shell/skip-link';
import { getShellAlerts } from '@/lib/alerts/cached';
import { configuredSocialProviders } from '@/lib/auth/providers';
import { getSessionUser } from '@/lib/auth/session';
import { SITE_NAME } from '@/lib/constants';
import { getPage } from '@/lib/content';
import './globals.css';

// Every page renders per request so that Next stamps this request's CSP nonce on its scripts
// (docs/SECURITY.md); data stays cached by tag. Set here, it overrides a page's `revalidate`, which
// would otherwise serve nonce-less HTML (or fail on connection() below).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: `${SITE_NAME} | Sweet Home Alabama`, template: `%s | ${SITE_NAME}` },
  description: 'Plan a trip to Alabama: places to go, events, road trips, trails and a free vacation guide.',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  const [{ alerts, crisis }, guide, user] = await Promise.all([
    getShellAlerts(),
    getPage('vacation-guide'),
    getSessionUser().catch(() => null),
  ]);
  return (
    <html lang="en">
      <body>
        <Providers>
          <SkipLink />
          <CrisisBanner initial={crisis} />
          <AlertBanners alerts={alerts} />
          <HeaderGate>
            <SiteHeader signedIn={user !== null} search={<SearchSuggest />} />
          </HeaderGate>
          {/* Each page renders its own <main id="main-content">, the skip link's target. */}
          {children}
          <SiteFooter newsletter={<LazyFooterNewsletter />} />
          <PrivacyBanner />
          <GuidePanel heading={guide.popup?.heading ?? ''}>
            <GuidePanelBody popup={guide.popup} />
          </GuidePanel>
          <ScrollAfterNavigation />
          <FavouritesSync />
          <AccountModal social={configuredSocialProviders()} />
        </Providers>
      </body>
    </html>
  );
}
