import '@testing-library/jest-dom';

// Components render inside the site's language provider, English unless a test passes its own
// wrapper (tests/support/intl.tsx's intlWrapper('es') for the Spanish site), as app/[locale]'s
// layout does for every page.
jest.mock('@testing-library/react', () => {
  const actual = jest.requireActual<typeof import('@testing-library/react')>('@testing-library/react');
  const { intlWrapper } = jest.requireActual<typeof import('./intl')>('./intl');
  const render: typeof actual.render = ((ui: Parameters<typeof actual.render>[0], options?: object) =>
    actual.render(ui, { wrapper: intlWrapper('en'), ...options })) as typeof actual.render;
  return { ...actual, render };
});
