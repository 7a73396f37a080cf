import { render, screen } from '@testing-library/react';
import { EnglishText, UntranslatedNote } from '@/components/content/untranslated';
import { PageIntro } from '@/components/content/page-intro';
import { RECORD_TEXT_MESSAGES_ES } from '@/lib/record-text/messages.es';
import { intlWrapper, message } from '@/tests/support/intl';

test('text left in English is marked lang="en" and the page says so, in Spanish', () => {
  render(
    <>
      <EnglishText when>
        <p>Its long text is still English.</p>
      </EnglishText>
      <UntranslatedNote fields={['description']} />
    </>,
    { wrapper: intlWrapper('es') },
  );
  expect(screen.getByText('Its long text is still English.').closest('[lang="en"]')).not.toBeNull();
  expect(screen.getByRole('note')).toHaveTextContent(RECORD_TEXT_MESSAGES_ES.untranslatedNote);
  expect(message('es', 'recordText')('untranslatedNote')).toBe('Este texto aún no está traducido al español.');
});

test('translated text is neither wrapped nor noted', () => {
  const { container } = render(
    <>
      <EnglishText when={false}>
        <p>Texto traducido.</p>
      </EnglishText>
      <UntranslatedNote fields={[]} />
    </>,
    { wrapper: intlWrapper('es') },
  );
  expect(container.querySelector('[lang]')).toBeNull();
  expect(screen.queryByRole('note')).toBeNull();
});

test('a page intro marks a lede left in English', () => {
  render(<PageIntro title="Fixture Fest" lede="An English summary." ledeLang="en" trail={[]} />, {
    wrapper: intlWrapper('es'),
  });
  expect(screen.getByText('An English summary.')).toHaveAttribute('lang', 'en');
});
