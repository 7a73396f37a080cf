import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

export const push = jest.fn();
export const refresh = jest.fn();

export function renderForm(ui: ReactElement) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return { user, ...render(ui) };
}
