import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ServiceWorkerRegistrar } from '@/components/offline/service-worker';
import { AlertBanners } from '@/components/shell/alert-banners';
import { CrisisBanner } from '@/components/shell/crisis-banner';
import { GuidePanel } from '@/components/shell/guide-panel';
import { GuidePanelBody } from '@/components/shell/guide-panel-body';
import { LazyAccountModal } from '@/components/shell/lazy-account-modal';
import { HeaderGate } from '@/components/shell/header-gate';
import { LazyFooterNewsletter } from '@/components/shell/lazy-footer-newsletter';
import { PrivacyBanner } from '@/components/shell/privacy-banner';
import { Providers } from '@/components/shell/providers';
import { SearchSuggest } from '@/components/search/search-suggest';
import { ScrollAfterNavigation } from '@/components/shell/scroll-after-navigation';
import { LazyFavouritesSync } from '@/components/trips/lazy-favourites-sync';
import { SiteFooter } from '@/components/shell/site-footer';
import { SiteHeader } from '@/components/shell/site-header';
import { SkipLink } from '@/components/shell/skip-link';
import { getShellAlerts } from '@/lib/alerts/cached';
import { configuredSocialProviders } from '@/lib/auth/providers';
import { SITE_NAME } from '@/lib/constants';
import { getPage } from '@/lib/content';
import { env } from '@/lib/env';
import { tagThisRender } from '@/lib/security/render-tags';
import './globals.css';

export const metadata: Metadata = {
  // Relative image URLs (the opengraph-image files) resolve against the address this server runs at.
  metadataBase: new URL(env().SITE_URL),
  title: { default: `${SITE_NAME} | Sweet Home Alabama`, template: `%s | ${SITE_NAME}` },
  description: 'Plan a trip to Alabama: places to go, events, road trips, trails and a free vacation guide.',
};

/**
 * The shell is the same for every visitor, so public pages come from the ISR cache; the signed-in
 * header, My Trips and favourites are filled in on the client from /api/session. Pages that differ
 * per visitor render per request themselves (lib/security/page-class.ts, docs/SECURITY.md).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [{ alerts, crisis }, guide] = await Promise.all([getShellAlerts(), getPage('vacation-guide'), tagThisRender()]);
  return (
    <html lang="en">
      <body>
        <Providers>
          <SkipLink />
          <CrisisBanner initial={crisis} />
          <AlertBanners alerts={alerts} />
          <HeaderGate>
            <SiteHeader search={<SearchSuggest />} />
          </HeaderGate>
          {/* Each page renders its own <main id="main-content">, the skip link's target. */}
          {children}
          <SiteFooter newsletter={<LazyFooterNewsletter />} />
          <PrivacyBanner />
          <GuidePanel heading={guide.popup?.heading ?? ''}>
            <GuidePanelBody popup={guide.popup} />
          </GuidePanel>
          <ScrollAfterNavigation />
          <LazyFavouritesSync />
          <LazyAccountModal social={configuredSocialProviders()} />
          <ServiceWorkerRegistrar />
        </Providers>
      </body>
    </html>
  );
}
