// The wording of the site's fixed pages (headings, intros, metadata) and of the parts every content
// page shares, such as the breadcrumbs. Spanish in messages.es.ts.
export const PAGES_MESSAGES = {
  breadcrumbLabel: 'Breadcrumb',
  breadcrumbHome: 'Home',
  sitemap: {
    title: 'Site Map',
    description:
      'Every section of the Alabama Tourism website on one page: places to go, experiences, road trips, events, guides and trip planning.',
    regions: 'Regions',
  },
};
