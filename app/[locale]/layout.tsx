import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/shell/site-document';
import { SITE_NAME } from '@/lib/constants';
import { env } from '@/lib/env';
import { isLocale, LOCALES } from '@/lib/i18n/locales';
import { SITE_DESCRIPTION, SITE_TAGLINE } from '@/lib/seo/site-description';
import '../globals.css';

/** Both languages of every page are built and cached; the proxy never lets another through. */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const language = isLocale(locale) ? locale : 'en';
  return {
    // Relative image URLs (the opengraph-image files) resolve against the address this server runs at.
    metadataBase: new URL(env().SITE_URL),
    title: { default: `${SITE_NAME} | ${SITE_TAGLINE[language]}`, template: `%s | ${SITE_NAME}` },
    description: SITE_DESCRIPTION[language],
  };
}

/**
 * The shell is the same for every visitor, so public pages come from the ISR cache; the signed-in
 * header, My Trips and favourites are filled in on the client from /api/session. Pages that differ
 * per visitor render per request themselves (lib/security/page-class.ts, docs/SECURITY.md).
 */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
