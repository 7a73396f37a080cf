import type { ExperienceSlug } from '@/lib/constants';

export type ArticleSeed = {
  title: string;
  summary: string;
  author: string;
  publishedAt: string;
  experiences: ExperienceSlug[];
  /** HTML limited to <p>, <h2> and <ul>/<li>. */
  body: string;
};
