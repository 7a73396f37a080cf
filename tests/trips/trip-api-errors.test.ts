import { ZodError } from 'zod';
import { ApiError, notFound, toErrorResponse } from '@/lib/api/errors';
import { inRequestLanguage, tripErrorIn } from '@/lib/trips/api-errors';
import { UpdateTripSchema } from '@/lib/trips/schema';
import { message } from '@/tests/support/intl';

const es = message('es', 'tripApi');
const zodErrorOf = (body: unknown): ZodError => {
  const parsed = UpdateTripSchema.safeParse(body);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error;
};
const routing = {
  begin: { lat: 30.69, long: -88.04, city: 'Mobile', state: 'AL' },
  end: { lat: 34.73, long: -86.59, city: 'Huntsville', state: 'AL' },
};

describe('the trips API words its refusals in the language the request asks for', () => {
  it('keeps English answers as they were, field by field', () => {
    const error = zodErrorOf({ name: '   ', routing });
    expect(tripErrorIn('en', error)).toBe(error);
    expect(tripErrorIn('en', notFound('No trip with this id.'))).toMatchObject({ message: 'No trip with this id.' });
  });

  it('answers a Spanish page in Spanish: a missing name, days out of order, an unknown stop, a missing trip', () => {
    expect(tripErrorIn('es', zodErrorOf({ name: '   ', routing }))).toMatchObject({
      status: 400,
      message: es('name'),
      field: 'name',
    });
    expect(
      tripErrorIn('es', zodErrorOf({ name: 'Viaje', routing, startDate: '2027-04-10', endDate: '2027-04-09' })),
    ).toMatchObject({ status: 400, message: es('dates') });
    expect(tripErrorIn('es', new ApiError(400, 'locations.0: no place has the slug "x"', 'locations.0'))).toMatchObject(
      { message: es('stops') },
    );
    expect(tripErrorIn('es', notFound('No trip with this id.'))).toMatchObject({
      status: 404,
      message: es('notFound'),
    });
    expect(es('name')).toBe('Escriba un nombre para el viaje.');
  });

  it('leaves a failure that is not a refusal as thrown', () => {
    const fault = new Error('database down');
    expect(tripErrorIn('es', fault)).toBe(fault);
  });

  it('reads the language from the x-site-locale header of the request', async () => {
    const handler = inRequestLanguage(async (_request: Request, _context: unknown) => {
      throw zodErrorOf({ name: '', routing });
    });
    const caught = (request: Request) => handler(request, {}).then(() => null, toErrorResponse);
    const spanish = await caught(new Request('http://localhost/api/trips/1', { headers: { 'x-site-locale': 'es' } }));
    expect((await spanish!.json()).error.message).toBe(es('name'));
    const english = await caught(new Request('http://localhost/api/trips/1'));
    expect((await english!.json()).error.message).toBe('name: is required');
  });
});
