import { EXPERIENCES } from '@/lib/constants';
import { HOME_MESSAGES } from '@/lib/home/messages';
import { CATALOG } from '@/lib/i18n/catalog';

// Every message of the home page and the guide pages is in Spanish on a Spanish page: no value is
// left as the English one, except those that read the same in both languages.
const SAME_IN_BOTH = new Set(['home.pageHeading', 'homeHero.youtubeTitle']);

function leaves(value: unknown, prefix: string): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leaves(child, `${prefix}.${key}`));
}

describe.each(['home', 'homeHero', 'guides'] as const)('namespace %s in Spanish', (namespace) => {
  const english = new Map(leaves(CATALOG.en[namespace], namespace));
  const spanish = leaves(CATALOG.es[namespace], namespace);

  it('translates every message', () => {
    const untranslated = spanish.filter(([key, text]) => !SAME_IN_BOTH.has(key) && text === english.get(key));
    expect(untranslated).toEqual([]);
  });

  it('keeps the same ICU parameters', () => {
    const params = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const [key, text] of spanish) expect([key, params(text)]).toEqual([key, params(english.get(key)!)]);
  });
});

it('names each experience on the home page as the rest of the site does in English', () => {
  expect(EXPERIENCES.map((e) => HOME_MESSAGES.experienceNames[e.slug])).toEqual(EXPERIENCES.map((e) => e.name));
});
