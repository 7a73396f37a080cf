import { act, render, screen, waitFor } from '@testing-library/react';
import { refreshAllFetchedValues, resetFetchedValues, useFetchedValue } from '@/components/shell/fetched-value';

// The shared cache behind the session hooks: what a page's readers see, and how often the browser asks.

function Reader({ label, fetcher }: { label: string; fetcher: (key: string) => Promise<string> }) {
  const { data, isLoading } = useFetchedValue('/api/example', fetcher);
  return <p data-testid={label}>{isLoading ? 'loading' : (data ?? 'none')}</p>;
}

beforeEach(() => resetFetchedValues());

test('readers of one key share one request, and see the answer when it comes', async () => {
  const fetcher = jest.fn(async () => 'signed in as Kayla');
  render(
    <>
      <Reader label="header" fetcher={fetcher} />
      <Reader label="hearts" fetcher={fetcher} />
    </>,
  );
  expect(screen.getByTestId('header')).toHaveTextContent('loading');
  await waitFor(() => expect(screen.getByTestId('header')).toHaveTextContent('signed in as Kayla'));
  expect(screen.getByTestId('hearts')).toHaveTextContent('signed in as Kayla');
  expect(fetcher).toHaveBeenCalledTimes(1);
});

test('the window regaining focus asks again', async () => {
  let answer = 'first';
  const fetcher = jest.fn(async () => answer);
  render(<Reader label="header" fetcher={fetcher} />);
  await waitFor(() => expect(screen.getByTestId('header')).toHaveTextContent('first'));
  answer = 'second';
  act(() => void window.dispatchEvent(new Event('focus')));
  await waitFor(() => expect(screen.getByTestId('header')).toHaveTextContent('second'));
});

test('after sign-out the last answer is gone at once, before the new one comes', async () => {
  let release: (value: string) => void = () => undefined;
  const fetcher = jest
    .fn<Promise<string>, [string]>()
    .mockResolvedValueOnce('signed in as Kayla')
    .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
  render(<Reader label="header" fetcher={fetcher} />);
  await waitFor(() => expect(screen.getByTestId('header')).toHaveTextContent('signed in as Kayla'));
  act(() => void refreshAllFetchedValues());
  expect(screen.getByTestId('header')).toHaveTextContent('loading');
  await act(async () => release('signed out'));
  expect(screen.getByTestId('header')).toHaveTextContent('signed out');
});

test('a failed request ends the wait: the reader sees nothing known rather than loading forever', async () => {
  render(<Reader label="header" fetcher={async () => Promise.reject(new Error('offline'))} />);
  await waitFor(() => expect(screen.getByTestId('header')).toHaveTextContent('none'));
});
