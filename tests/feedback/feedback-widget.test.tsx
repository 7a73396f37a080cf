import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackWidget } from '@/components/feedback/feedback-rating';
import { FEEDBACK as M } from '@/components/feedback/messages';
import { FEEDBACK_ISSUES } from '@/lib/constants';
import { deferred, mockFetch } from '../forms/fetch-mock';
import { intlWrapper, message } from '../support/intl';

const HELPFUL = '/api/feedback/createHelpfulness';
const FEEDBACK = '/api/feedback/createFeedback';
const RECORD = '6f1c9b7e-2d0a-4c3b-8e1f-5a6b7c8d9e0f';

beforeEach(() => window.history.pushState({}, '', '/article/gulf-shores?from=home#top'));

// The note form's code loads on the first rating (a lazy chunk); its send button says it is there.
const formLoaded = () => screen.findByRole('button', { name: M.submit });
describe('feedback widget', () => {
  it("asks 'Was this page helpful?' by default and names the page type when given", () => {
    const { unmount } = render(<FeedbackWidget />);
    expect(screen.getByRole('heading', { name: 'Was this page helpful?' })).toBeInTheDocument();
    unmount();
    render(<FeedbackWidget pageType="article" />);
    expect(screen.getByRole('heading', { name: 'Was this article helpful?' })).toBeInTheDocument();
  });

  it('starts unrated: three choices, none pressed, no form', () => {
    render(<FeedbackWidget />);
    for (const name of [M.yes, M.somewhat, M.no])
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('creates the helpfulness record with the full path, no credentials, and locks the rating', async () => {
    const { callsTo } = mockFetch({ [HELPFUL]: { status: 201, body: { recordId: RECORD } } });
    const user = userEvent.setup();
    render(<FeedbackWidget />);
    await user.click(screen.getByRole('button', { name: M.yes }));
    await formLoaded();
    await user.click(screen.getByRole('button', { name: M.no }));
    await formLoaded();
    await user.click(screen.getByRole('button', { name: M.somewhat }));
    await formLoaded();
    expect(screen.getByRole('button', { name: M.yes })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: M.no })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: M.no })).toHaveAttribute('aria-disabled', 'true');
    const calls = callsTo(HELPFUL);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      Rating: 3,
      Timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      Path: '/article/gulf-shores?from=home',
      Feedback: [],
    });
    expect(calls[0]!.init.credentials).toBe('omit');
    expect(calls[0]!.headers.accept).toBe('application/json');
  });

  it('rating 3 shows the glad message and asks how the page helped, without the reasons', async () => {
    const { callsTo } = mockFetch({
      [HELPFUL]: { status: 201, body: { recordId: RECORD } },
      [FEEDBACK]: { status: 201, body: {} },
    });
    const user = userEvent.setup();
    render(<FeedbackWidget />);
    await user.click(screen.getByRole('button', { name: M.yes }));
    await formLoaded();
    expect(screen.getByText(M.glad)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.submit }));
    expect(screen.getByLabelText(M.noteLabel)).toHaveAccessibleDescription(M.noteRequired);
    expect(callsTo(FEEDBACK)).toHaveLength(0);
    await user.type(screen.getByLabelText(M.noteLabel), 'Found the ferry times.');
    await user.click(screen.getByRole('button', { name: M.submit }));
    expect(await screen.findByText(M.thanks)).toBeInTheDocument();
    expect(callsTo(FEEDBACK)[0]!.body).toEqual({
      Helpfulness: [RECORD],
      Note: 'Found the ferry times.',
      Issues: [],
      Timestamp: expect.any(String),
      Status: 'To Review',
    });
    expect(callsTo(FEEDBACK)[0]!.init.credentials).toBe('omit');
  });

  it.each([
    [M.somewhat, M.grateful],
    [M.no, M.sad],
  ])(
    'rating %s shows its message, the six reasons and the text area, and needs a reason and a note',
    async (button, message) => {
      const { callsTo } = mockFetch({ [HELPFUL]: { status: 201, body: { recordId: RECORD } } });
      const user = userEvent.setup();
      render(<FeedbackWidget />);
      await user.click(screen.getByRole('button', { name: button }));
      await formLoaded();
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).value)).toEqual([
        ...FEEDBACK_ISSUES,
      ]);
      await user.click(screen.getByRole('button', { name: M.submit }));
      expect(screen.getByText(M.optionRequired)).toBeInTheDocument();
      expect(screen.getByText(M.noteRequired)).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'What could be better?' })).toHaveAccessibleDescription(
        M.optionRequired,
      );
      await user.click(screen.getByLabelText('Outdated'));
      await user.click(screen.getByRole('button', { name: M.submit }));
      expect(screen.queryByText(M.optionRequired)).not.toBeInTheDocument();
      expect(screen.getByText(M.noteRequired)).toBeInTheDocument();
      expect(callsTo(FEEDBACK)).toHaveLength(0);
    },
  );

  it("shows 'Sending...' with the button disabled, ignores a second submit, then thanks", async () => {
    const reply = deferred<{ status: number; body: unknown }>();
    const { callsTo } = mockFetch({
      [HELPFUL]: { status: 201, body: { recordId: RECORD } },
      [FEEDBACK]: reply.promise,
    });
    const user = userEvent.setup();
    render(<FeedbackWidget />);
    await user.click(screen.getByRole('button', { name: M.no }));
    await formLoaded();
    await user.click(screen.getByLabelText('Broken Links'));
    await user.click(screen.getByLabelText('Inaccurate'));
    await user.type(screen.getByLabelText(M.noteLabel), 'The ticket link is dead.');
    await user.click(screen.getByRole('button', { name: M.submit }));
    const sending = await screen.findByRole('button', { name: M.sending });
    expect(sending).toBeDisabled();
    sending.closest('form')!.requestSubmit();
    reply.resolve({ status: 201, body: { recordId: 1 } });
    expect(await screen.findByText(M.thanks)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(callsTo(FEEDBACK)).toHaveLength(1);
    expect(callsTo(FEEDBACK)[0]!.body).toMatchObject({
      Issues: ['Broken Links', 'Inaccurate'],
      Note: 'The ticket link is dead.',
    });
  });

  it('waits for the recordId when the note is sent before the rating call has answered', async () => {
    const rating = deferred<{ status: number; body: unknown }>();
    const { callsTo } = mockFetch({ [HELPFUL]: rating.promise, [FEEDBACK]: { status: 201, body: {} } });
    const user = userEvent.setup();
    render(<FeedbackWidget />);
    await user.click(screen.getByRole('button', { name: M.yes }));
    await formLoaded();
    await user.type(screen.getByLabelText(M.noteLabel), 'Quick answer.');
    await user.click(screen.getByRole('button', { name: M.submit }));
    expect(screen.getByRole('button', { name: M.sending })).toBeDisabled();
    rating.resolve({ status: 201, body: { recordId: RECORD } });
    await waitFor(() => expect(callsTo(FEEDBACK)).toHaveLength(1));
    expect(callsTo(FEEDBACK)[0]!.body).toMatchObject({ Helpfulness: [RECORD] });
  });
});

describe('feedback widget on a Spanish page', () => {
  const es = message('es', 'feedback');

  it('asks, rates, checks and thanks in Spanish, and still sends the service its English reasons', async () => {
    const { callsTo } = mockFetch({
      [HELPFUL]: { status: 201, body: { recordId: RECORD } },
      [FEEDBACK]: { status: 201, body: {} },
    });
    const user = userEvent.setup();
    const { unmount } = render(<FeedbackWidget pageType="article" />, { wrapper: intlWrapper('es') });
    expect(screen.getByRole('heading', { name: '¿Le resultó útil este artículo?' })).toBeInTheDocument();
    unmount();
    render(<FeedbackWidget />, { wrapper: intlWrapper('es') });
    expect(screen.getByRole('heading', { name: es('title', { pageType: 'page' }) })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: es('ratingsLabel') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'En parte' }));
    await screen.findByRole('button', { name: 'Enviar comentarios' });
    expect(screen.getByText(es('grateful'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar comentarios' }));
    expect(screen.getByRole('group', { name: es('issuesLegend') })).toHaveAccessibleDescription(
      'Seleccione una opción.',
    );
    expect(screen.getByLabelText(es('noteLabel'))).toHaveAccessibleDescription('Escriba un mensaje.');
    await user.click(screen.getByLabelText('Enlaces rotos'));
    await user.type(screen.getByLabelText(es('noteLabel')), 'El enlace de las entradas no funciona.');
    await user.click(screen.getByRole('button', { name: 'Enviar comentarios' }));
    expect(await screen.findByText('¡Gracias por sus comentarios!')).toBeInTheDocument();
    expect(callsTo(FEEDBACK)[0]!.body).toMatchObject({ Issues: ['Broken Links'] });
  });
});
