import { mergeFavouritesAtSignIn } from '@/components/trips/favourites-store';

// The merge of this browser's favourites at sign-in is a fetch; Firefox rejects a page's fetches as the
// page is left (the browser suite, tests/browsers, saw "[favourites] merge failed" on each departure).
// A merge cut off by leaving is no error; one that fails while the page stays is still reported.

const networkError = () => Promise.reject(new TypeError('NetworkError when attempting to fetch resource.'));

let logged: unknown[][];
beforeEach(() => {
  logged = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
  global.fetch = jest.fn(networkError);
});
afterEach(() => jest.restoreAllMocks());

test('a merge that fails while the page stays is reported', async () => {
  await mergeFavouritesAtSignIn('user-staying');
  expect(logged.map((args) => args[0])).toEqual(['[favourites] merge failed']);
});

test('a merge cut off because the page is being left is not an error', async () => {
  window.dispatchEvent(new Event('beforeunload'));
  await mergeFavouritesAtSignIn('user-leaving');
  expect(logged).toEqual([]);
  // Back from the back-forward cache, the page is live again and a failure is reported.
  window.dispatchEvent(new Event('pageshow'));
  await mergeFavouritesAtSignIn('user-back');
  expect(logged.map((args) => args[0])).toEqual(['[favourites] merge failed']);
});
