import type { RecordTranslation } from './types';

/** An article's Spanish text: its title, summary and body (HTML limited to <p>, <h2> and <ul>/<li>, as in English). */
export type ArticleTranslation = Omit<RecordTranslation, 'name' | 'description'> & { title?: string; body?: string };

/** Spanish articles keyed by the article's seeded slug (the slug of its English title). */
export type ArticleTranslations = Record<string, ArticleTranslation>;
