/** The search page's own form: a plain GET, so it works before and without JavaScript. */
export function SearchForm({ q }: { q: string }) {
  return (
    <form role="search" method="get" action="/search">
      <label htmlFor="search-page-q">Search the site</label>{' '}
      <input id="search-page-q" type="search" name="q" defaultValue={q} maxLength={200} />{' '}
      <button type="submit">Search</button>
    </form>
  );
}
