import { z } from 'zod';

// The content service's shapes (ButterCMS pages), parsed leniently: an editor's missing field
// becomes an empty value rather than a failed page.
const text = z.string().nullish().transform((value) => value ?? '');
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .nullish()
    .transform((values) => (values ?? []).flatMap((value) => {
      const parsed = item.safeParse(value);
      return parsed.success ? [parsed.data as z.infer<T>] : [];
    }));

export const BANNER_TYPES = ['image', 'video', 'youtube', '360'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

export const ButterSeoSchema = z
  .object({ title: text, description: text, og_image: text, keywords: text })
  .partial()
  .nullish();

export const ButterBannerSchema = z.object({
  type: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(BANNER_TYPES)),
  media_id: text,
  image: text,
  image_alt: text,
  video: text,
  description: text,
  location: text,
  location_link: text,
  credit: text,
});

export const ButterLinkSchema = z.object({ url_title: z.string().min(1), url_link: z.string().min(1) });
export const ButterSocialSchema = z.object({ url: z.string().min(1), image: text, alt: text, name: z.string().min(1) });

export const ButterAroundSchema = z.object({
  title: z.string().min(1),
  description: text,
  image: text,
  image_alt: text,
  link: z.string().min(1),
  link_text: text,
});

export const ButterBrochureSchema = z.object({ name: z.string().min(1), link: z.string().min(1), image: text, alt_text: text });

export const ButterPopupSchema = z
  .object({ heading: text, body: text, image: text, image_alt: text, button_text: text })
  .partial()
  .nullish();

export const ButterGallerySchema = z
  .object({ id: text, title: text, intro: text, aria_label: text })
  .partial()
  .nullish();

/** Fields of every page the site reads; each page uses its own subset. */
export const ButterFieldsSchema = z
  .object({
    seo: ButterSeoSchema,
    heading: text,
    intro: text,
    slider_images: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).nullish(),
    seo_paragraph: text,
    crowdriff_gallery: ButterGallerySchema,
    around_alabama: list(ButterAroundSchema),
    popup_content: ButterPopupSchema,
    brochures: list(ButterBrochureSchema),
    guide_image: text,
    guide_image_alt: text,
    view_online_link: text,
    title_1: text,
    title_2: text,
    title_3: text,
    title_4: text,
    column_1: list(ButterLinkSchema),
    column_2: list(ButterLinkSchema),
    column_3: list(ButterLinkSchema),
    column_4: list(ButterLinkSchema),
    social: list(ButterSocialSchema),
  })
  .partial();

const PageSchema = z.object({ slug: z.string().optional(), name: z.string().optional(), fields: ButterFieldsSchema });

/**
 * A page response. ButterCMS answers `{ data: { fields } }`; read through an HTTP client that
 * wraps the body once more it is `data.data.fields` (docs/SPEC.md section 7). Both are accepted.
 */
export const ButterPageResponseSchema = z.union([
  z.object({ data: PageSchema }).transform((body) => body.data),
  z.object({ data: z.object({ data: PageSchema }) }).transform((body) => body.data.data),
]);

export type ButterFields = z.infer<typeof ButterFieldsSchema>;
