import { CATALOG, CLIENT_NAMESPACES } from '@/lib/i18n/catalog';
import { LOCALES } from '@/lib/i18n/locales';

// Every message of the English site has a Spanish value that a Spanish page can show: present, not
// the English words, and with the same values to fill in ({title}, {count}), which a translator
// may reorder but not drop or rename.

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** The names of an ICU message's arguments: {title}, {count, plural, …}. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]!))].sort();
}

/** Messages that read the same in both languages: names and symbols, not words to translate. */
const SAME_IN_BOTH = /^(Sweet Home Alabama|Email|OK|[\d\s.,:/()+#×©–-]*)$/;

const english = new Map(leaves(CATALOG.en as unknown as Tree));

describe.each(LOCALES.filter((locale) => locale !== 'en'))('%s messages', (locale) => {
  const translated = new Map(leaves(CATALOG[locale] as unknown as Tree));

  it('has every English key and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('translates every message that has words', () => {
    const untranslated = [...english].filter(
      ([key, value]) => !SAME_IN_BOTH.test(value) && translated.get(key)?.trim() === value.trim(),
    );
    expect(untranslated).toEqual([]);
    expect([...translated].filter(([, value]) => value.trim() === '')).toEqual([]);
  });

  it('fills in the same values as the English', () => {
    const different = [...english]
      .map(([key, value]) => [key, argumentsOf(value), argumentsOf(translated.get(key) ?? '')] as const)
      .filter(([, en, other]) => JSON.stringify(en) !== JSON.stringify(other));
    expect(different).toEqual([]);
  });
});

it('passes to the browser only namespaces the catalog has', () => {
  for (const namespace of CLIENT_NAMESPACES) expect(Object.keys(CATALOG.en)).toContain(namespace);
});
