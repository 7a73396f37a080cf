// The shell's interactive parts that the first paint does not need: one module, so that they come in
// one chunk and hydrate together (components/shell/lazy-shell.tsx).
export { AlertBanners } from './alert-banners';
export { CrisisBanner } from './crisis-banner';
export { FooterGuidePromo } from './footer-guide-promo';
export { GuidePanel } from './guide-panel';
export { LanguageSuggestion } from './language-suggestion';
export { PrivacyBanner } from './privacy-banner';
export { SessionHeaderNav } from './session-header-nav';
export { SearchSuggest } from '@/components/search/search-suggest';
