import type { ExperienceSlug } from '@/lib/constants';
import { ARTICLES_1 } from './articles-1';
import { ARTICLES_2 } from './articles-2';
import { ARTICLES_3 } from './articles-3';

export type ArticleSeed = {
  title: string;
  summary: string;
  author: string;
  publishedAt: string;
  experiences: ExperienceSlug[];
  /** HTML limited to <p>, <h2> and <ul>/<li>. */
  body: string;
};

export const ARTICLES: ArticleSeed[] = [...ARTICLES_1, ...ARTICLES_2, ...ARTICLES_3];
