import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { CATALOG, type Namespace } from '@/lib/i18n/catalog';

// The page-level namespaces: each Spanish message parses as ICU and takes the same values as its
// English twin (a value the Spanish forgets, or one it invents, would show a raw {name} on the page).

const NAMESPACES: Namespace[] = [
  'pages',
  'lists',
  'places',
  'events',
  'map',
  'search',
  'roadTrips',
  'roadTripActions',
  'errors',
  'offline',
];

type Tree = { readonly [key: string]: string | Tree };

function messages(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : messages(value, `${prefix}${key}.`),
  );
}

function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date)
      names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      names.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
    if (element.type === TYPE.tag) {
      names.add(`<${element.value}>`);
      argumentsOf(element.children, names);
    }
  }
  return names;
}

/** Spanish writes these as English does: the same word, or only names and values. */
const SAME_IN_BOTH = new Set(['pages.videos.heading', 'pages.makers.where', 'places.cityTitle']);

const sorted = (names: Set<string>) => [...names].sort();

test.each(NAMESPACES)('every Spanish message of %s parses and takes the English values', (namespace) => {
  const english = new Map(messages(CATALOG.en[namespace] as Tree));
  const spanish = messages(CATALOG.es[namespace] as Tree);
  expect(spanish.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
  for (const [key, text] of spanish) {
    const expected = sorted(argumentsOf(parse(english.get(key)!)));
    expect([`${namespace}.${key}`, sorted(argumentsOf(parse(text)))]).toEqual([`${namespace}.${key}`, expected]);
  }
});

test('no Spanish message of these namespaces is left in English, proper names aside', () => {
  const same = NAMESPACES.flatMap((namespace) => {
    const english = new Map(messages(CATALOG.en[namespace] as Tree));
    return messages(CATALOG.es[namespace] as Tree)
      .filter(([key, text]) => english.get(key) === text && /[a-z]{4}/.test(text.replace(/\{[^}]*\}/g, '')))
      .map(([key]) => `${namespace}.${key}`)
      .filter((key) => !SAME_IN_BOTH.has(key));
  });
  expect(same).toEqual([]);
});
