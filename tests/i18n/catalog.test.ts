import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
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

/** The names of an ICU message's arguments, nested ones too ({count, plural, one {# in {city}} …}). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) visit(option.value);
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(parse(message, { ignoreTag: true }));
  return [...names].sort();
}

/** Words Spanish writes as English does; a message of only these (and values, digits, signs) stays. */
const SAME_WORDS = new Set([
  'Sweet',
  'Home',
  'Alabama',
  'Email',
  'OK',
  'Golf',
  'No',
  'no',
  'Video',
  'Videos',
  'min',
  'Tourism',
]);
const sameInBoth = (message: string) =>
  message.startsWith('/') ||
  [...message.replace(/\{[^{}]*\}/g, ' ').matchAll(/\p{L}+/gu)].every(([word]) => SAME_WORDS.has(word));

const english = new Map(leaves(CATALOG.en as unknown as Tree));

describe.each(LOCALES.filter((locale) => locale !== 'en'))('%s messages', (locale) => {
  const translated = new Map(leaves(CATALOG[locale] as unknown as Tree));

  it('has every English key and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('translates every message that has words', () => {
    const untranslated = [...english].filter(
      ([key, value]) => !sameInBoth(value) && translated.get(key)?.trim() === value.trim(),
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
