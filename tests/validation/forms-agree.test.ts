import fc from 'fast-check';
import { POST as createFeedback } from '@/app/api/feedback/createFeedback/route';
import { POST as createHelpfulness } from '@/app/api/feedback/createHelpfulness/route';
import { POST as addSubscriber } from '@/app/api/newsletter/addSubscriber/route';
import { POST as requestVacationGuide } from '@/app/api/newsletter/requestVacationGuide/route';
import { FEEDBACK_ISSUES, FEEDBACK_STATUS_AT_CREATION, GUIDE_INTERESTS } from '@/lib/constants';
import { getDb } from '@/lib/db/client';
import { feedbackFormErrors } from '@/lib/feedback/form';
import { emptyGuideOrder, guideOrderBody, type GuideOrderValues } from '@/lib/guide-orders/form';
import { guideOrderErrors } from '@/lib/guide-orders/form-check';
import { footerNewsletterErrors, newsletterModalErrors, subscriberBody } from '@/lib/newsletter/schema';
import { post } from '../forms/support';

// For every form, generated input gets the same verdict from the form in the browser as from the
// route handler it posts to: accepted by both, or refused by both with the same message under the
// same field. Inputs sit at the edges: empty, blank, at and past each length limit, malformed
// emails and ZIP codes, NUL characters and broken Unicode.

beforeAll(() => getDb(), 180_000);

const RUNS = { numRuns: 40 };

/** The server's refusals as the form's field errors: the first message of each field. */
function serverErrors(body: {
  error?: { issues?: { field: string; message: string }[]; field?: string; message?: string };
}) {
  const issues = body.error?.issues ?? [];
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.field.split('.')[0]!] ??= issue.message;
  return errors;
}

const around = (limit: number) => fc.constantFrom(limit - 1, limit, limit + 1).map((n) => 'x'.repeat(Math.max(n, 0)));
const awkward = fc.constantFrom('', '   ', 'a\u0000b', '\uD800', ' Kayla ', 'Zoë', '東京');
const textField = (limit: number) => fc.oneof(awkward, around(limit), fc.string({ maxLength: 12 }));
const emailField = fc.oneof(
  fc.constantFrom('', '  ', 'kayla', 'kayla@example', ' Kayla@Example.com ', 'a@b.co', 'a b@c.com', 'ké@example.com'),
  fc.emailAddress(),
  fc.integer({ min: 240, max: 260 }).map((n) => `${'k'.repeat(n - 12)}@example.com`),
);

test('the newsletter modal and footer refuse what addSubscriber refuses, with its messages', async () => {
  await fc.assert(
    fc.asyncProperty(emailField, textField(100), textField(100), async (email, first_name, last_name) => {
      const values = { email, first_name, last_name };
      const { status, body } = await post(addSubscriber, '/api/newsletter/addSubscriber', subscriberBody(values));
      const server = status === 200 ? {} : serverErrors(body);
      expect(status === 200 || status === 400).toBe(true);
      // The modal asks for both names, which the server leaves optional for the footer's email-only call.
      const modal = newsletterModalErrors(values);
      const bothNamed = first_name.trim() !== '' && last_name.trim() !== '';
      if (bothNamed) expect(modal).toEqual(server);
      // The footer words its email messages its own way (docs/SPEC.md section 5); the verdict is the same.
      const footer = await post(addSubscriber, '/api/newsletter/addSubscriber', subscriberBody({ email }));
      expect(Object.keys(footerNewsletterErrors({ email }))).toEqual(footer.status === 200 ? [] : ['email']);
    }),
    RUNS,
  );
}, 120_000);

test('the vacation guide order form refuses what requestVacationGuide refuses, with its messages', async () => {
  const order = fc.record({
    first_name: textField(100),
    last_name: textField(100),
    email: emailField,
    company: textField(255),
    address: textField(255),
    address2: textField(255),
    city: textField(100),
    state: fc.constantFrom('', 'AL', 'al', 'ZZ', 'DC', ' GA '),
    zip: fc.constantFrom('', '36104', '36104-1234', '3610', ' 36104 ', '36104x', '٣٦١٠٤'),
    newsletter: fc.boolean(),
    map: fc.boolean(),
    interests: fc.subarray([...GUIDE_INTERESTS, 'Skiing']),
  });
  await fc.assert(
    fc.asyncProperty(order, async (values: GuideOrderValues) => {
      const { status, body } = await post(
        requestVacationGuide,
        '/api/newsletter/requestVacationGuide',
        guideOrderBody({ ...emptyGuideOrder, ...values }),
      );
      expect([201, 400]).toContain(status);
      expect(guideOrderErrors(values)).toEqual(status === 201 ? {} : serverErrors(body));
    }),
    RUNS,
  );
}, 120_000);

test('the feedback form refuses what createFeedback refuses, with its messages', async () => {
  const feedbackInput = fc.record({
    rating: fc.constantFrom(3, 1.5, 0),
    note: fc.oneof(textField(5000), fc.string({ maxLength: 40 })),
    issues: fc.subarray([...FEEDBACK_ISSUES]),
  });
  await fc.assert(
    fc.asyncProperty(feedbackInput, async ({ rating, note, issues }) => {
      const rated = await post(createHelpfulness, '/api/feedback/createHelpfulness', {
        Rating: rating,
        Timestamp: new Date().toISOString(),
        Path: '/article/gulf-shores',
        Feedback: [],
      });
      const { status, body } = await post(createFeedback, '/api/feedback/createFeedback', {
        Helpfulness: [rated.body.recordId],
        Note: note.trim(),
        Issues: issues,
        Timestamp: new Date().toISOString(),
        Status: FEEDBACK_STATUS_AT_CREATION,
      });
      expect([201, 400]).toContain(status);
      const server = status === 201 ? {} : serverErrors(body);
      // A refusal by the domain rule (a low rating with no reason) names Issues without a list.
      if (status === 400 && Object.keys(server).length === 0)
        server[body.error.field] = body.error.message.replace(/^Issues: /, '');
      const form = feedbackFormErrors({ note, issues }, rating);
      const shown = { Note: form.note, Issues: form.issues };
      // The same verdict; the form shows every problem at once, the server the schema's before the
      // rating's rule, so each message the server gives is one the form shows under that field.
      expect(Object.values(shown).some(Boolean)).toBe(status === 400);
      for (const [field, message] of Object.entries(server)) expect(shown).toHaveProperty(field, message);
    }),
    RUNS,
  );
}, 120_000);
