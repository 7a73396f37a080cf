import { sanitizeHtml } from '@/lib/sanitize';
import { ButterBannerSchema, type ButterFields } from './schemas';
import type { Banner, ContentPage, FooterColumn } from './types';

export function emptyPage(slug: string): ContentPage {
  return {
    slug,
    seo: { title: '', description: '', image: '' },
    heading: '',
    intro: '',
    banners: [],
    seoParagraph: '',
    gallery: null,
    aroundAlabama: [],
    popup: null,
    brochures: [],
    guideImage: '',
    guideImageAlt: '',
    viewOnlineLink: '',
    footerColumns: [],
    social: [],
  };
}

/** The hero accepts a list of banners or a single banner (docs/SPEC.md section 2.5); an unknown type is dropped. */
export function reshapeBanners(raw: unknown): Banner[] {
  const values = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return values.flatMap((value) => {
    const parsed = ButterBannerSchema.safeParse(value);
    if (!parsed.success) return [];
    const b = parsed.data;
    return [
      {
        type: b.type,
        mediaId: b.media_id,
        image: b.image,
        imageAlt: b.image_alt,
        video: b.video,
        description: b.description,
        location: b.location,
        locationLink: b.location_link,
        credit: b.credit,
      },
    ];
  });
}

function footerColumns(fields: ButterFields): FooterColumn[] {
  const pairs = [
    [fields.title_1, fields.column_1],
    [fields.title_2, fields.column_2],
    [fields.title_3, fields.column_3],
    [fields.title_4, fields.column_4],
  ] as const;
  return pairs
    .filter(([title, links]) => title || (links && links.length > 0))
    .map(([title, links]) => ({
      title: title ?? '',
      links: (links ?? []).map((link) => ({ title: link.url_title, href: link.url_link })),
    }));
}

/** The one bridge from the content service's fields to the app's page; editor HTML is sanitised here. */
export function reshapePage(slug: string, fields: ButterFields): ContentPage {
  const gallery = fields.crowdriff_gallery;
  const popup = fields.popup_content;
  return {
    slug,
    seo: { title: fields.seo?.title ?? '', description: fields.seo?.description ?? '', image: fields.seo?.og_image ?? '' },
    heading: fields.heading ?? '',
    intro: sanitizeHtml(fields.intro),
    banners: reshapeBanners(fields.slider_images),
    seoParagraph: sanitizeHtml(fields.seo_paragraph),
    gallery: gallery?.id
      ? { id: gallery.id, title: gallery.title ?? '', intro: sanitizeHtml(gallery.intro), ariaLabel: gallery.aria_label || gallery.title || 'Photo gallery' }
      : null,
    aroundAlabama: (fields.around_alabama ?? []).map((item) => ({
      title: item.title,
      description: item.description,
      image: item.image,
      imageAlt: item.image_alt,
      link: item.link,
      linkText: item.link_text,
    })),
    popup: popup?.heading
      ? { heading: popup.heading, body: sanitizeHtml(popup.body), image: popup.image ?? '', imageAlt: popup.image_alt ?? '', buttonText: popup.button_text ?? '' }
      : null,
    brochures: (fields.brochures ?? []).map((b) => ({ name: b.name, link: b.link, image: b.image, alt: b.alt_text })),
    guideImage: fields.guide_image ?? '',
    guideImageAlt: fields.guide_image_alt ?? '',
    viewOnlineLink: fields.view_online_link ?? '',
    footerColumns: footerColumns(fields),
    social: fields.social ?? [],
  };
}
