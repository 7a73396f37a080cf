import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFoundMetadata } from './index';

/** The not-found page's metadata with its title in the language being rendered. */
export async function localizedNotFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors');
  return { ...notFoundMetadata, title: t('notFoundHeading') };
}
