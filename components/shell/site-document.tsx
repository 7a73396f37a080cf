import type { ReactNode } from 'react';
import { MapSettingsProvider } from '@/components/map/map-settings';
import { ServiceWorkerRegistrar } from '@/components/offline/service-worker';
import { GuidePanelBody } from './guide-panel-body';
import { LazyAccountModal } from './lazy-account-modal';
import {
  LazyAlertBanners,
  LazyCrisisBanner,
  LazyGuidePanel,
  LazyLanguageSuggestion,
  LazyPrivacyBanner,
  LazySearchSuggest,
} from './lazy-shell';
import { HeaderGate } from './header-gate';
import { LazyFooterNewsletter } from './lazy-footer-newsletter';
import { Providers } from './providers';
import { ScrollAfterNavigation } from './scroll-after-navigation';
import { LazyFavouritesSync } from '@/components/trips/lazy-favourites-sync';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { getShellAlerts } from '@/lib/alerts/cached';
import { configuredSocialProviders } from '@/lib/auth/providers';
import { getPage } from '@/lib/content';
import { clientMessages } from '@/lib/i18n/client-messages';
import { LANGUAGE_TAGS, type Locale } from '@/lib/i18n/locales';
import { mapSettings } from '@/lib/map/browser-settings';
import { tagThisRender } from '@/lib/security/render-tags';

/**
 * A page's whole document in its language, the shell around its main content: the layout
 * (app/[locale]/layout.tsx) and the page for unmatched paths (app/global-not-found.tsx) render it.
 */
export async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [{ alerts, crisis }, guide] = await Promise.all([
    getShellAlerts(locale),
    getPage('vacation-guide'),
    tagThisRender(),
  ]);
  return (
    <html lang={LANGUAGE_TAGS[locale]}>
      <body>
        <Providers locale={locale} messages={clientMessages(locale)}>
          <SkipLink />
          <LazyLanguageSuggestion />
          <LazyCrisisBanner initial={crisis} />
          <LazyAlertBanners alerts={alerts} />
          <HeaderGate>
            <SiteHeader search={<LazySearchSuggest />} />
          </HeaderGate>
          {/* Each page renders its own <main id="main-content">, the skip link's target. */}
          <MapSettingsProvider settings={mapSettings()}>{children}</MapSettingsProvider>
          <SiteFooter newsletter={<LazyFooterNewsletter />} />
          <LazyPrivacyBanner />
          <LazyGuidePanel heading={guide.popup?.heading ?? ''}>
            <GuidePanelBody popup={guide.popup} />
          </LazyGuidePanel>
          <ScrollAfterNavigation />
          <LazyFavouritesSync />
          <LazyAccountModal social={configuredSocialProviders()} />
          <ServiceWorkerRegistrar />
        </Providers>
      </body>
    </html>
  );
}
