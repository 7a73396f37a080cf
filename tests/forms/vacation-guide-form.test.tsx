import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { GUIDE, GUIDE_INTEREST_LABELS, GUIDE_SUCCESS, GUIDE_TABS, NEWSLETTER } from '@/components/forms/messages';
import { VacationGuideForm } from '@/components/forms/vacation-guide-form';
import { ADDRESS_MAX_LENGTH } from '@/lib/constants';
import { intlWrapper, message } from '../support/intl';
import { deferred, mockFetch } from './fetch-mock';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const ORDER = '/api/newsletter/requestVacationGuide';
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(name) });

async function fillInfo(user: UserEvent) {
  await user.type(screen.getByLabelText(GUIDE.firstName), 'Zelda');
  await user.type(screen.getByLabelText(GUIDE.lastName), 'Fitzgerald');
  await user.type(screen.getByLabelText(GUIDE.email), 'zelda@example.com');
}

async function fillAddress(user: UserEvent) {
  await user.click(tab(GUIDE_TABS.address));
  await user.type(screen.getByLabelText(GUIDE.address), '919 Felder Avenue');
  await user.type(screen.getByLabelText(GUIDE.city), 'Montgomery');
  await screen.findByRole('option', { name: 'Alabama' });
  await user.selectOptions(screen.getByLabelText(GUIDE.state), 'AL');
  await user.type(screen.getByLabelText(GUIDE.zip), '36106');
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'guideOrdered=; max-age=0; path=/';
  push.mockClear();
});

describe('vacation guide order form', () => {
  it('opens the Address tab only once Your Info is valid, and Misc only once Address is', async () => {
    mockFetch({});
    const user = userEvent.setup({ delay: null });
    render(<VacationGuideForm />);
    expect(tab(GUIDE_TABS.info)).toHaveAttribute('aria-selected', 'true');
    expect(tab(GUIDE_TABS.address)).toBeDisabled();
    expect(tab(GUIDE_TABS.misc)).toBeDisabled();
    await fillInfo(user);
    await waitFor(() => expect(tab(GUIDE_TABS.address)).toBeEnabled());
    expect(tab(GUIDE_TABS.misc)).toBeDisabled();
    await fillAddress(user);
    await waitFor(() => expect(tab(GUIDE_TABS.misc)).toBeEnabled());
    await user.clear(screen.getByLabelText(GUIDE.zip));
    expect(tab(GUIDE_TABS.misc)).toBeDisabled();
  });

  it('lists the messages under the form when Next is pressed too early, each tied to its field', async () => {
    mockFetch({});
    const user = userEvent.setup({ delay: null });
    render(<VacationGuideForm />);
    await user.type(screen.getByLabelText(GUIDE.email), 'zelda@');
    await user.click(screen.getByRole('button', { name: GUIDE.next }));
    const list = await screen.findByRole('list');
    expect(within(list).getByText(GUIDE.firstNameRequired)).toBeInTheDocument();
    expect(within(list).getByText(GUIDE.lastNameRequired)).toBeInTheDocument();
    expect(within(list).getByText(GUIDE.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(GUIDE.messagesHeading)).toBeInTheDocument();
    expect(screen.getByLabelText(GUIDE.firstName)).toHaveAccessibleDescription(GUIDE.firstNameRequired);
    expect(tab(GUIDE_TABS.info)).toHaveAttribute('aria-selected', 'true');
  });

  it('checks the address: US states from states.json only, ZIP or ZIP+4, street and suite at most 255', async () => {
    const { callsTo } = mockFetch({});
    const user = userEvent.setup({ delay: null });
    render(<VacationGuideForm />);
    await fillInfo(user);
    await user.click(screen.getByRole('button', { name: GUIDE.next }));
    expect(tab(GUIDE_TABS.address)).toHaveAttribute('aria-selected', 'true');
    expect(callsTo('/json/states.json')).toHaveLength(1);
    expect(await screen.findAllByRole('option')).toHaveLength(52);
    await user.type(screen.getByLabelText(GUIDE.zip), '3610');
    await user.tab();
    expect(await screen.findByLabelText(GUIDE.zip)).toHaveAccessibleDescription(`${GUIDE.zipHelp} ${GUIDE.zipInvalid}`);
    await user.type(screen.getByLabelText(GUIDE.zip), '6-1234');
    await waitFor(() => expect(screen.queryByText(GUIDE.zipInvalid)).not.toBeInTheDocument());
    await user.click(screen.getByLabelText(GUIDE.address));
    await user.paste('x'.repeat(ADDRESS_MAX_LENGTH + 1));
    await user.click(screen.getByLabelText(GUIDE.address2));
    await user.paste('y'.repeat(ADDRESS_MAX_LENGTH + 1));
    await user.tab();
    expect(await screen.findAllByText(GUIDE.addressTooLong)).not.toHaveLength(0);
    expect(screen.getAllByText(GUIDE.address2TooLong)).not.toHaveLength(0);
  });

  it('keeps Submit disabled until every required field is valid', async () => {
    mockFetch({});
    const user = userEvent.setup({ delay: null });
    render(<VacationGuideForm />);
    const submit = screen.getByRole('button', { name: GUIDE.submit });
    expect(submit).toBeDisabled();
    await fillInfo(user);
    expect(submit).toBeDisabled();
    await fillAddress(user);
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('sends the order once with its key and the brace-wrapped interests, then shows the success view', async () => {
    const reply = deferred<{ status: number; body: unknown }>();
    const { callsTo } = mockFetch({
      [ORDER]: reply.promise,
      '/api/newsletter/signupNewsletter': { status: 200, body: {} },
      '/api/newsletter/signupMap': { status: 200, body: {} },
    });
    const user = userEvent.setup({ delay: null });
    render(<VacationGuideForm />);
    await fillInfo(user);
    await fillAddress(user);
    await user.click(tab(GUIDE_TABS.misc));
    await user.click(screen.getByLabelText(GUIDE_INTEREST_LABELS.Arts!));
    await user.click(screen.getByLabelText(GUIDE_INTEREST_LABELS.Beaches!));
    await user.click(screen.getByRole('button', { name: GUIDE.submit }));
    const busy = screen.getByRole('button', { name: GUIDE.submitting });
    expect(busy).toBeDisabled();
    await user.click(busy);
    reply.resolve({ status: 201, body: { orderId: 1, created: true } });
    expect(await screen.findByRole('heading', { name: GUIDE_SUCCESS.heading })).toHaveFocus();
    const [order, ...more] = callsTo(ORDER);
    expect(more).toHaveLength(0);
    expect(order!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(order!.headers).not.toHaveProperty('x-site-locale');
    expect(order!.body).toEqual({
      first_name: 'Zelda',
      last_name: 'Fitzgerald',
      email: 'zelda@example.com',
      company: '',
      address: '919 Felder Avenue',
      address2: '',
      city: 'Montgomery',
      state: 'AL',
      zip: '36106',
      newsletter: false,
      map: false,
      interests: '{Arts,Beaches}',
    });
    expect(window.localStorage.getItem('guideOrdered')).toBe('1');
    expect(document.cookie).toContain('guideOrdered=1');

    await user.click(screen.getByRole('button', { name: GUIDE_SUCCESS.newsletterButton }));
    expect(await screen.findByText(NEWSLETTER.success)).toBeInTheDocument();
    expect(callsTo('/api/newsletter/signupNewsletter')[0]!.body).toEqual({
      first_name: 'Zelda',
      last_name: 'Fitzgerald',
      email: 'zelda@example.com',
      state: 'AL',
      interests: ['Arts', 'Beaches'],
    });
    await user.click(screen.getByRole('button', { name: GUIDE_SUCCESS.mapButton }));
    expect(await screen.findByText(GUIDE_SUCCESS.mapSuccess)).toBeInTheDocument();
    expect(callsTo('/api/newsletter/signupMap')[0]!.body).toEqual({ email: 'zelda@example.com' });
  });

  it("shows '(Request failed!)' when the map sign-up fails, and no second chance for what was already chosen", async () => {
    mockFetch({
      [ORDER]: { status: 201, body: { orderId: 2 } },
      '/api/newsletter/signupMap': { status: 500, body: {} },
    });
    const user = userEvent.setup({ delay: null });
    render(<VacationGuideForm />);
    await fillInfo(user);
    await fillAddress(user);
    await user.click(tab(GUIDE_TABS.misc));
    await user.click(screen.getByLabelText(GUIDE.newsletter));
    await user.click(screen.getByRole('button', { name: GUIDE.submit }));
    await screen.findByRole('heading', { name: GUIDE_SUCCESS.heading });
    expect(screen.queryByRole('button', { name: GUIDE_SUCCESS.newsletterButton })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: GUIDE_SUCCESS.mapButton }));
    expect(await screen.findByText(GUIDE_SUCCESS.mapFailure)).toBeInTheDocument();
  });

  it("shows the server's field messages and enables Submit again after a 400", async () => {
    const issues = [{ field: 'zip', message: GUIDE.zipInvalid }];
    mockFetch({
      [ORDER]: {
        status: 400,
        body: { error: { status: 400, field: 'zip', message: `zip: ${GUIDE.zipInvalid}`, issues } },
      },
    });
    const user = userEvent.setup({ delay: null });
    render(<VacationGuideForm />);
    await fillInfo(user);
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: GUIDE.submit }));
    expect(await screen.findByRole('button', { name: GUIDE.zipInvalid })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: GUIDE_SUCCESS.heading })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: GUIDE.submit })).toBeEnabled();
  });

  it('retries a failed order once with the same key, then logs the failure without showing it', async () => {
    jest.useFakeTimers();
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { callsTo } = mockFetch({
      [ORDER]: [
        { status: 503, body: {} },
        { status: 503, body: {} },
      ],
    });
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    render(<VacationGuideForm />);
    await fillInfo(user);
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: GUIDE.submit }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(await screen.findByRole('heading', { name: GUIDE_SUCCESS.heading })).toBeInTheDocument();
    const [first, second] = callsTo(ORDER);
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    expect(log).toHaveBeenCalledWith('The vacation guide order failed', 503, {});
    expect(window.localStorage.getItem('guideOrdered')).toBeNull();
    jest.useRealTimers();
  });

  it('moves on to the thanks page when used on the page, keeping the contact for the success view', async () => {
    mockFetch({ [ORDER]: { status: 201, body: { orderId: 3 } } });
    const user = userEvent.setup({ delay: null });
    render(<VacationGuideForm mode="page" initialEmail="signed-in@example.com" />);
    expect(screen.getByLabelText(GUIDE.email)).toHaveValue('signed-in@example.com');
    await user.type(screen.getByLabelText(GUIDE.firstName), 'Zelda');
    await user.type(screen.getByLabelText(GUIDE.lastName), 'Fitzgerald');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: GUIDE.submit }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/vacation_guide_orders/thanks'));
    expect(JSON.parse(window.sessionStorage.getItem('guideOrderContact')!)).toMatchObject({
      email: 'signed-in@example.com',
      state: 'AL',
    });
  });

  it('moves between enabled tabs with the arrow keys', async () => {
    mockFetch({});
    const user = userEvent.setup({ delay: null });
    render(<VacationGuideForm />);
    await fillInfo(user);
    tab(GUIDE_TABS.info).focus();
    await user.keyboard('{ArrowRight}');
    expect(tab(GUIDE_TABS.address)).toHaveFocus();
    expect(tab(GUIDE_TABS.address)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab(GUIDE_TABS.info)).toHaveFocus();
  });
});

describe('vacation guide order form on a Spanish page', () => {
  const es = message('es', 'guideOrder');
  const esTab = message('es', 'guideTabs');
  const esSuccess = message('es', 'guideSuccess');

  it('labels every step in Spanish, lists its messages in Spanish and thanks in Spanish', async () => {
    const { callsTo } = mockFetch({ [ORDER]: { status: 201, body: { orderId: 4 } } });
    const user = userEvent.setup({ delay: null });
    render(<VacationGuideForm />, { wrapper: intlWrapper('es') });
    expect(screen.getByRole('form', { name: es('formLabel') })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: es('tabsLabel') })).toBeInTheDocument();
    expect(tab('Sus datos')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Nombre')).toBeInTheDocument();
    expect(screen.getByLabelText(es('company'))).toBeInTheDocument();

    await user.type(screen.getByLabelText('Correo electrónico'), 'zelda@');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Escriba su nombre.')).toBeInTheDocument();
    expect(within(list).getByText(es('emailInvalid'))).toBeInTheDocument();
    expect(screen.getByText('Corrija lo siguiente:')).toBeInTheDocument();
    expect(screen.getByLabelText(es('lastName'))).toHaveAccessibleDescription(es('lastNameRequired'));

    await user.type(screen.getByLabelText('Nombre'), 'Zelda');
    await user.type(screen.getByLabelText('Apellido'), 'Fitzgerald');
    await user.type(screen.getByLabelText('Correo electrónico'), 'example.com');
    await user.click(tab(esTab('address')));
    expect(screen.getByLabelText('Código postal')).toHaveAccessibleDescription(es('zipHelp'));
    await user.type(screen.getByLabelText(es('address')), '919 Felder Avenue');
    await user.type(screen.getByLabelText(es('city')), 'Montgomery');
    await screen.findByRole('option', { name: 'Alabama' });
    expect(screen.getByRole('option', { name: es('statePlaceholder') })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(es('state')), 'AL');
    await user.type(screen.getByLabelText('Código postal'), '3610');
    await user.tab();
    expect(await screen.findByLabelText('Código postal')).toHaveAccessibleDescription(
      `${es('zipHelp')} ${es('zipInvalid')}`,
    );
    await user.type(screen.getByLabelText('Código postal'), '6');
    await user.click(tab(esTab('misc')));
    expect(screen.getByRole('group', { name: '¿Qué le interesa de Alabama?' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Derechos civiles'));
    await user.click(screen.getByRole('button', { name: 'Pedir mi guía gratis' }));
    expect(await screen.findByRole('heading', { name: esSuccess('heading') })).toHaveFocus();
    expect(callsTo(ORDER)[0]!.headers['x-site-locale']).toBe('es');
    expect(screen.getByRole('button', { name: 'Suscríbame al boletín' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: esSuccess('viewOnline') })).toHaveAttribute(
      'href',
      '/es/online-vacation-guide',
    );
  });
});
