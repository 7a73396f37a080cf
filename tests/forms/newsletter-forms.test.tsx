import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FooterNewsletter } from '@/components/forms/footer-newsletter';
import { FOOTER_NEWSLETTER, NEWSLETTER } from '@/components/forms/messages';
import { NewsletterModal } from '@/components/forms/newsletter-modal';
import { intlWrapper, message } from '../support/intl';
import { deferred, mockFetch } from './fetch-mock';

const ADD = '/api/newsletter/addSubscriber';

async function openModal() {
  const user = userEvent.setup();
  render(<NewsletterModal />);
  await user.click(screen.getByRole('button', { name: NEWSLETTER.openButton }));
  return user;
}

describe('newsletter modal', () => {
  it('opens a labelled dialog with email, first name, last name and Submit, focused on the email', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: NEWSLETTER.heading });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText(NEWSLETTER.email)).toHaveFocus();
    expect(screen.getByLabelText(NEWSLETTER.firstName)).toBeInTheDocument();
    expect(screen.getByLabelText(NEWSLETTER.lastName)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: NEWSLETTER.submit })).toBeInTheDocument();
  });

  it('shows the three required messages, each tied to its field, and sends nothing', async () => {
    const { calls } = mockFetch({});
    const user = await openModal();
    await user.click(screen.getByRole('button', { name: NEWSLETTER.submit }));
    expect(await screen.findByLabelText(NEWSLETTER.email)).toHaveAccessibleDescription(NEWSLETTER.emailRequired);
    expect(screen.getByLabelText(NEWSLETTER.firstName)).toHaveAccessibleDescription(NEWSLETTER.firstNameRequired);
    expect(screen.getByLabelText(NEWSLETTER.lastName)).toHaveAccessibleDescription(NEWSLETTER.lastNameRequired);
    expect(screen.getByText(NEWSLETTER.emailRequired)).toHaveAttribute('aria-live', 'polite');
    expect(calls).toHaveLength(0);
  });

  it('asks to double check a malformed email', async () => {
    const user = await openModal();
    await user.type(screen.getByLabelText(NEWSLETTER.email), 'someone@example');
    await user.tab();
    expect(await screen.findByText(NEWSLETTER.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(NEWSLETTER.email)).toHaveAttribute('aria-invalid', 'true');
  });

  it('subscribes with interests null, shows Submitting... while busy, then the success message', async () => {
    const reply = deferred<{ status: number; body: unknown }>();
    const { callsTo } = mockFetch({ [ADD]: reply.promise });
    const user = await openModal();
    await user.type(screen.getByLabelText(NEWSLETTER.email), 'Rosa@Example.com');
    await user.type(screen.getByLabelText(NEWSLETTER.firstName), 'Rosa');
    await user.type(screen.getByLabelText(NEWSLETTER.lastName), 'Parks');
    await user.click(screen.getByRole('button', { name: NEWSLETTER.submit }));
    expect(await screen.findByRole('button', { name: NEWSLETTER.submitting })).toBeDisabled();
    reply.resolve({ status: 200, body: { subscribed: true } });
    expect(await screen.findByText(NEWSLETTER.success)).toBeInTheDocument();
    expect(callsTo(ADD)[0]!.body).toEqual({
      first_name: 'Rosa',
      last_name: 'Parks',
      email: 'Rosa@Example.com',
      interests: null,
    });
  });

  it('shows the failure message when the service refuses', async () => {
    mockFetch({
      [ADD]: { status: 400, body: { error: { status: 400, message: 'email: Double check your email address.' } } },
    });
    const user = await openModal();
    await user.type(screen.getByLabelText(NEWSLETTER.email), 'a@example.com');
    await user.type(screen.getByLabelText(NEWSLETTER.firstName), 'A');
    await user.type(screen.getByLabelText(NEWSLETTER.lastName), 'B');
    await user.click(screen.getByRole('button', { name: NEWSLETTER.submit }));
    expect(await screen.findByText(NEWSLETTER.failure)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: NEWSLETTER.submit })).toBeEnabled();
  });

  it('closes on Esc and gives focus back to the button that opened it', async () => {
    const user = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: NEWSLETTER.openButton })).toHaveFocus();
  });
});

describe('footer newsletter form', () => {
  it('has one email box and Sign Up', () => {
    render(<FooterNewsletter />);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('button', { name: FOOTER_NEWSLETTER.submit })).toBeInTheDocument();
  });

  it('asks for the email address when it is empty', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({});
    render(<FooterNewsletter />);
    await user.click(screen.getByRole('button', { name: FOOTER_NEWSLETTER.submit }));
    expect(await screen.findByLabelText(FOOTER_NEWSLETTER.label)).toHaveAccessibleDescription(
      FOOTER_NEWSLETTER.emailRequired,
    );
    expect(calls).toHaveLength(0);
  });

  it("shows docs/SPEC.md's footer text for a malformed address", async () => {
    const user = userEvent.setup();
    render(<FooterNewsletter />);
    await user.type(screen.getByLabelText(FOOTER_NEWSLETTER.label), 'not-an-email');
    await user.click(screen.getByRole('button', { name: FOOTER_NEWSLETTER.submit }));
    expect(await screen.findByText(FOOTER_NEWSLETTER.emailInvalid)).toBeInTheDocument();
    expect(FOOTER_NEWSLETTER.emailInvalid).toBe('Your email address is required.');
  });

  it('subscribes the email with empty names and interests null, then thanks', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockFetch({ [ADD]: { status: 200, body: { subscribed: true } } });
    render(<FooterNewsletter />);
    await user.type(screen.getByLabelText(FOOTER_NEWSLETTER.label), 'footer@example.com');
    await user.click(screen.getByRole('button', { name: FOOTER_NEWSLETTER.submit }));
    expect(await screen.findByText(NEWSLETTER.success)).toBeInTheDocument();
    expect(callsTo(ADD)[0]!.body).toEqual({
      first_name: '',
      last_name: '',
      email: 'footer@example.com',
      interests: null,
    });
  });

  it('shows the failure message when the network fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ [ADD]: 'network-error' });
    render(<FooterNewsletter />);
    await user.type(screen.getByLabelText(FOOTER_NEWSLETTER.label), 'footer@example.com');
    await user.click(screen.getByRole('button', { name: FOOTER_NEWSLETTER.submit }));
    await waitFor(() => expect(screen.getByText(NEWSLETTER.failure)).toBeInTheDocument());
  });
});

describe('the newsletter forms on a Spanish page', () => {
  const es = message('es', 'newsletter');
  const footer = message('es', 'footerNewsletter');

  it('labels the modal in Spanish and says in Spanish what is missing', async () => {
    const { calls } = mockFetch({});
    const user = userEvent.setup();
    render(<NewsletterModal />, { wrapper: intlWrapper('es') });
    await user.click(screen.getByRole('button', { name: 'Suscríbase a nuestro boletín' }));
    expect(screen.getByRole('dialog', { name: es('heading') })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveFocus();
    expect(screen.getByLabelText(es('firstName'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: es('submit') }));
    expect(await screen.findByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Su dirección de correo electrónico es obligatoria.',
    );
    expect(screen.getByLabelText(es('lastName'))).toHaveAccessibleDescription(es('lastNameRequired'));
    expect(calls).toHaveLength(0);
  });

  it('words the footer form, its check and its thanks in Spanish', async () => {
    mockFetch({ [ADD]: { status: 200, body: { subscribed: true } } });
    const user = userEvent.setup();
    render(<FooterNewsletter />, { wrapper: intlWrapper('es') });
    expect(screen.getByRole('form', { name: footer('formLabel') })).toBeInTheDocument();
    const email = screen.getByLabelText('Dirección de correo electrónico');
    expect(email).toHaveAttribute('placeholder', footer('placeholder'));
    await user.click(screen.getByRole('button', { name: 'Suscribirse' }));
    expect(email).toHaveAccessibleDescription('Necesitamos saber su dirección de correo electrónico.');
    await user.type(email, 'pie@example.com');
    await user.click(screen.getByRole('button', { name: 'Suscribirse' }));
    expect(await screen.findByText(es('success'))).toBeInTheDocument();
  });
});
