'use client';

import dynamic from 'next/dynamic';

// The header's menus, session and search suggestions, the language suggestion, the alert, crisis and
// privacy banners, the footer's guide promotion and the guide panel are rendered on the server as
// usual; their code is one chunk of its own (shell-islands.ts) that the browser fetches beside the
// page and hydrates when it comes, not part of every page's first-load scripts (docs/PERFORMANCE.md).
// Until then the server's HTML stands, so nothing moves. Each loader names the module itself, so that
// the server links the chunk's styles with the page.

export const LazySessionHeaderNav = dynamic(() => import('./shell-islands').then((m) => m.SessionHeaderNav));
export const LazyAlertBanners = dynamic(() => import('./shell-islands').then((m) => m.AlertBanners));
export const LazyCrisisBanner = dynamic(() => import('./shell-islands').then((m) => m.CrisisBanner));
export const LazyGuidePanel = dynamic(() => import('./shell-islands').then((m) => m.GuidePanel));
export const LazyPrivacyBanner = dynamic(() => import('./shell-islands').then((m) => m.PrivacyBanner));
export const LazySearchSuggest = dynamic(() => import('./shell-islands').then((m) => m.SearchSuggest));
export const LazyLanguageSuggestion = dynamic(() => import('./shell-islands').then((m) => m.LanguageSuggestion));
export const LazyFooterGuidePromo = dynamic(() => import('./shell-islands').then((m) => m.FooterGuidePromo));
