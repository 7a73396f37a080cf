import { z } from 'zod';
import { route } from '@/lib/api/handler';
import { notFound } from '@/lib/api/errors';
import { CONTENT_PAGES } from '@/lib/constants';
import { readLocalPage } from '@/lib/content/sources';

const Slug = z.enum(CONTENT_PAGES, { error: 'is not a content page' });

/** The embedded content service: the local pages in the ButterCMS response shape, preview off. */
export const GET = route<{ slug: string }>(async (_request, { params }) => {
  const parsed = Slug.safeParse((await params).slug);
  if (!parsed.success) throw notFound('No content page has that slug.');
  return readLocalPage(parsed.data);
});
