import type { BannerType } from './schemas';

export type { BannerType };

export type Seo = { title: string; description: string; image: string };

/** One hero slide (docs/SPEC.md section 2.5). */
export type Banner = {
  type: BannerType;
  mediaId: string;
  image: string;
  imageAlt: string;
  video: string;
  description: string;
  location: string;
  locationLink: string;
  credit: string;
};

export type AroundItem = { title: string; description: string; image: string; imageAlt: string; link: string; linkText: string };
export type FooterLink = { title: string; href: string };
export type FooterColumn = { title: string; links: FooterLink[] };
export type SocialLink = { name: string; url: string; image: string; alt: string };
export type Brochure = { name: string; link: string; image: string; alt: string };
export type Popup = { heading: string; body: string; image: string; imageAlt: string; buttonText: string };
export type GalleryEmbed = { id: string; title: string; intro: string; ariaLabel: string };

/** One content page in the app's shape. Every field is present; a failed load gives empty ones. */
export type ContentPage = {
  slug: string;
  seo: Seo;
  heading: string;
  intro: string;
  banners: Banner[];
  seoParagraph: string;
  gallery: GalleryEmbed | null;
  aroundAlabama: AroundItem[];
  popup: Popup | null;
  brochures: Brochure[];
  guideImage: string;
  guideImageAlt: string;
  viewOnlineLink: string;
  footerColumns: FooterColumn[];
  social: SocialLink[];
};
