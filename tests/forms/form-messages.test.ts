import { CATALOG } from '@/lib/i18n/catalog';
import { translator } from '@/lib/i18n/format';

// The forms' messages in Spanish: each one a valid ICU message that formats, none left in English
// (besides words both languages spell alike).

const FORM_NAMESPACES = [
  'newsletter',
  'footerNewsletter',
  'guideOrder',
  'guideTabs',
  'guideInterests',
  'guideSuccess',
  'guideSignup',
  'feedback',
  'passwordField',
] as const;
const SAME_IN_BOTH = new Set(['No', 'Golf']);

type Tree = { readonly [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );

describe.each(FORM_NAMESPACES)('the %s messages', (namespace) => {
  const format = (locale: 'en' | 'es') => {
    const t = translator(locale, namespace) as unknown as (key: string, values: object) => string;
    return (key: string) => t(key, { pageType: 'article' });
  };

  it.each(leaves(CATALOG.en[namespace]))('%s reads in Spanish', (key) => {
    const spanish = format('es')(key);
    expect(spanish).not.toBe(`${namespace}.${key}`);
    if (!SAME_IN_BOTH.has(spanish)) expect(spanish).not.toBe(format('en')(key));
  });
});
