import sanitize from 'sanitize-html';

// One policy for every piece of HTML that reaches the page from outside our code: the content
// service, alert and crisis messages, and editor text stored in the database.
const POLICY: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'span',
    'img',
    'figure',
    'figcaption',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'sup',
    'sub',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand the new page a reference to ours.
    a: (tagName, attribs) => {
      if (attribs.target === '_blank') return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } };
      return { tagName, attribs };
    },
  },
};

/** Cleans editor HTML for rendering with dangerouslySetInnerHTML: scripts, handlers and javascript: URLs are removed. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, POLICY);
}

/** Plain text of editor HTML, for meta descriptions and aria labels. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|td|th)\s*>|<br\s*\/?>/gi, ' ');
  return sanitize(spaced, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/** A link target from editor data, or null when it is not a site path or an http(s), mailto or tel URL. */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^(https?:|mailto:|tel:)/i.test(value) ? value : null;
}
