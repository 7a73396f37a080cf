import 'server-only';
import { cache } from 'react';
import type { ContentPageSlug } from '@/lib/constants';
import { emptyPage, reshapePage } from './reshape';
import { ButterPageResponseSchema } from './schemas';
import { loadRawPage } from './sources';
import type { ContentPage } from './types';

export type * from './types';

/**
 * One content page in the app's shape. A failure to load or parse is logged and gives an empty
 * page, so the page around it still renders (docs/SPEC.md section 8).
 */
export const getPage = cache(async (slug: ContentPageSlug): Promise<ContentPage> => {
  try {
    const raw = await loadRawPage(slug);
    const page = ButterPageResponseSchema.parse(raw);
    return reshapePage(slug, page.fields);
  } catch (error) {
    console.error(`Content page "${slug}" failed to load:`, error instanceof Error ? error.message : error);
    return emptyPage(slug);
  }
});
