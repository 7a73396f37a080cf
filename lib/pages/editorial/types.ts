export type EditorialLink = { href: string; text: string };
export type EditorialSection = { heading: string; paragraphs: string[]; list?: string[]; links?: EditorialLink[] };

/** A page whose words are ours rather than the database's. */
export type EditorialPage = {
  path: string;
  title: string;
  description: string;
  lede: string;
  sections: EditorialSection[];
  updated?: string;
};
