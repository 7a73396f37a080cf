import type { ArticleSeed } from './article-seed';
import { ARTICLES_1 } from './articles-1';
import { ARTICLES_2 } from './articles-2';
import { ARTICLES_3 } from './articles-3';

export const ARTICLES: ArticleSeed[] = [...ARTICLES_1, ...ARTICLES_2, ...ARTICLES_3];
