import type { z } from 'zod';
import { GET as areaDetail } from '@/app/prod/areaDetail/route';
import { GET as filterLocations } from '@/app/prod/filterLocations/route';
import { withoutEmpty, withoutEmptyOrAll } from '@/lib/locations/query';
import { IdOrSlugQuerySchema, LocationFilterSchema, LocationIdListSchema } from '@/lib/locations/schema';
import { call } from '../support/api';

// The query rules of the Main API's location endpoints as a client meets them: what each
// parameter accepts (and turns into), and the exact message each refusal shows, at the edges of
// every limit. Messages are spelled out here, so that a changed or emptied message fails a test.

type Issue = [path: string, message: string];
type Query = Record<string, string>;

/** A zod refusal as [path, message] pairs; [] when the input is accepted. */
function issues(schema: z.ZodType, input: unknown): Issue[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue): Issue => [issue.path.join('.'), issue.message]);
}

function parsed(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`refused: ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1).join(',');

const MAX_DB_ID = 2147483647; // PostgreSQL integer, the id columns
const CATEGORY_MESSAGE = 'must be one of attraction, retail, shopping, service, venue, food, accommodation';
const TYPE_MESSAGE = 'must be one of see, eat, stay, wonders, responsibly';
const LATITUDE_RANGE = 'must be between -90 and 90';
const LONGITUDE_RANGE = 'must be between -180 and 180';

describe('the map filter: latitude and longitude', () => {
  it.each<[string, string, number]>([
    ['min_latitude', '-90', -90],
    ['max_latitude', '90', 90],
    ['min_latitude', '-89.9999', -89.9999],
    ['max_latitude', '89.9999', 89.9999],
    ['min_latitude', '30.2606', 30.2606],
    ['min_longitude', '-180', -180],
    ['max_longitude', '180', 180],
    ['max_longitude', '-87.6445', -87.6445],
    ['min_latitude', ' 30.5 ', 30.5],
    ['max_longitude', '\t-87\n', -87],
  ])('accepts %s=%j as %d', (field, value, expected) => {
    expect(parsed(LocationFilterSchema, { [field]: value })).toEqual({ [field]: expected, limit: 500 });
  });

  it.each<[string, string, string]>([
    ['min_latitude', '-90.0001', LATITUDE_RANGE],
    ['max_latitude', '90.0001', LATITUDE_RANGE],
    ['max_latitude', '-91', LATITUDE_RANGE],
    ['min_longitude', '-180.0001', LONGITUDE_RANGE],
    ['max_longitude', '180.0001', LONGITUDE_RANGE],
    ['min_longitude', '200', LONGITUDE_RANGE],
  ])('refuses %s=%j: %s', (field, value, message) => {
    expect(issues(LocationFilterSchema, { [field]: value })).toEqual([[field, message]]);
  });

  it.each([
    ['1e1', 'an exponent'],
    ['0x10', 'a hexadecimal number'],
    ['x30', 'junk before the number'],
    ['30x', 'junk after the number'],
    ['30.5.1', 'two decimal points'],
    ['30.', 'a trailing point'],
    ['.5', 'no digit before the point'],
    ['+30', 'a plus sign'],
    ['3 0', 'a space inside'],
    ['north', 'a word'],
    ['', 'nothing'],
    ['   ', 'only spaces'],
  ])('refuses min_latitude=%j (%s) as not a number', (value) => {
    expect(issues(LocationFilterSchema, { min_latitude: value })).toEqual([['min_latitude', 'must be a number']]);
  });
});

describe('the map filter: a number too long to be a number', () => {
  it.each<[string, string]>([
    ['min_latitude', 'must be between -90 and 90'],
    ['max_longitude', 'must be between -180 and 180'],
  ])('refuses %s of 400 digits (Infinity to JavaScript) with its range', (field, message) => {
    expect(issues(LocationFilterSchema, { [field]: '1'.repeat(400) })).toEqual([[field, message]]);
    expect(issues(LocationFilterSchema, { [field]: `-${'1'.repeat(400)}` })).toEqual([[field, message]]);
  });
});

describe('the map filter: the bounding box must not be upside down', () => {
  it.each<[Query]>([
    [{ min_latitude: '31', max_latitude: '31' }],
    [{ min_latitude: '30.9999', max_latitude: '31' }],
    [{ min_longitude: '-87', max_longitude: '-87' }],
    [{ min_longitude: '-87.0001', max_longitude: '-87' }],
    [{ min_latitude: '89' }],
    [{ max_latitude: '-89' }],
    [{ min_longitude: '179' }],
    [{ max_longitude: '-179' }],
  ])('accepts %j', (query) => {
    expect(issues(LocationFilterSchema, query)).toEqual([]);
  });

  it.each<[Query, Issue]>([
    [{ min_latitude: '31.0001', max_latitude: '31' }, ['min_latitude', 'must not be above max_latitude']],
    [{ min_latitude: '33', max_latitude: '31' }, ['min_latitude', 'must not be above max_latitude']],
    [{ min_longitude: '-86.9999', max_longitude: '-87' }, ['min_longitude', 'must not be above max_longitude']],
    [{ min_longitude: '10', max_longitude: '-10' }, ['min_longitude', 'must not be above max_longitude']],
  ])('refuses %j, naming min_ in the message', (query, issue) => {
    expect(issues(LocationFilterSchema, query)).toEqual([issue]);
  });

  it('reports both pairs when both are upside down', () => {
    const query = { min_latitude: '32', max_latitude: '31', min_longitude: '-86', max_longitude: '-87' };
    expect(issues(LocationFilterSchema, query)).toEqual([
      ['min_latitude', 'must not be above max_latitude'],
      ['min_longitude', 'must not be above max_longitude'],
    ]);
  });
});

describe('the map filter: limit', () => {
  it('is 500 when not given', () => {
    expect(parsed(LocationFilterSchema, {})).toEqual({ limit: 500 });
  });

  it.each([
    ['1', 1],
    ['500', 500],
    ['007', 7],
    [' 20 ', 20],
  ])('accepts limit=%j as %d', (value, expected) => {
    expect(parsed(LocationFilterSchema, { limit: value })).toEqual({ limit: expected });
  });

  it.each([
    ['0', 'must be at least 1'],
    ['501', 'must be at most 500'],
    // 309 digits or more read as Infinity: still "too large", never zod's own wording.
    ['9'.repeat(400), 'must be at most 500'],
    ['1e2', 'must be a whole number'],
    ['0x10', 'must be a whole number'],
    ['x5', 'must be a whole number'],
    ['5x', 'must be a whole number'],
    ['1.5', 'must be a whole number'],
    ['-1', 'must be a whole number'],
    ['ten', 'must be a whole number'],
  ])('refuses limit=%j: %s', (value, message) => {
    expect(issues(LocationFilterSchema, { limit: value })).toEqual([['limit', message]]);
  });
});

describe('the map filter: type and category', () => {
  it.each(['see', 'eat', 'stay', 'wonders', 'responsibly'])('accepts type=%s', (value) => {
    expect(parsed(LocationFilterSchema, { type: value })).toEqual({ type: value, limit: 500 });
  });

  it.each(['everything', 'SEE', 'experiences', 'trips'])('refuses type=%j, listing the types', (value) => {
    expect(issues(LocationFilterSchema, { type: value })).toEqual([['type', TYPE_MESSAGE]]);
  });

  it.each(['attraction', 'retail', 'shopping', 'service', 'venue', 'food', 'accommodation'])(
    'accepts category=%s',
    (value) => {
      expect(parsed(LocationFilterSchema, { category: value })).toEqual({ category: value, limit: 500 });
    },
  );

  it.each(['castle', 'Food', 'see'])('refuses category=%j, listing the categories', (value) => {
    expect(issues(LocationFilterSchema, { category: value })).toEqual([['category', CATEGORY_MESSAGE]]);
  });
});

describe('the map filter: comma lists', () => {
  it('reads location_types with spaces around items and empty items', () => {
    expect(parsed(LocationFilterSchema, { location_types: ' food , , accommodation ,' })).toEqual({
      location_types: ['food', 'accommodation'],
      limit: 500,
    });
  });

  it('reads experience_types and badge_ids as numbers', () => {
    expect(parsed(LocationFilterSchema, { experience_types: '2, 9', badge_ids: `1,${MAX_DB_ID}` })).toEqual({
      experience_types: [2, 9],
      badge_ids: [1, MAX_DB_ID],
      limit: 500,
    });
  });

  it.each<[Query]>([
    [{ location_types: 'attraction,retail,shopping,service,venue,food,accommodation' }],
    [{ experience_types: ids(20) }],
    [{ badge_ids: ids(20) }],
  ])('accepts as many values as there are to choose from: %j', (query) => {
    expect(issues(LocationFilterSchema, query)).toEqual([]);
  });

  it.each<[Query, Issue]>([
    [{ location_types: 'food,food,food,food,food,food,food,food' }, ['location_types', 'must list at most 7 values']],
    [{ experience_types: ids(21) }, ['experience_types', 'must list at most 20 values']],
    [{ badge_ids: ids(21) }, ['badge_ids', 'must list at most 20 values']],
    [{ location_types: ',,' }, ['location_types', 'must not be empty']],
    [{ badge_ids: ' , ' }, ['badge_ids', 'must not be empty']],
    [{ location_types: 'food,castle' }, ['location_types.1', CATEGORY_MESSAGE]],
    [{ location_types: 'food,Food' }, ['location_types.1', CATEGORY_MESSAGE]],
    [{ experience_types: '2,0' }, ['experience_types.1', 'must be a positive whole number']],
    [{ badge_ids: `1,${MAX_DB_ID + 1}` }, ['badge_ids.1', 'is too large']],
  ])('refuses %j: %j', (query, issue) => {
    expect(issues(LocationFilterSchema, query)).toEqual([issue]);
  });
});

describe('locationsByIdList: id', () => {
  it('reads 500 ids, spaces and empty items tolerated', () => {
    expect(parsed(LocationIdListSchema, { id: ids(500) })).toEqual({ id: ids(500).split(',').map(Number) });
    expect(parsed(LocationIdListSchema, { id: ' 3 ,, 1 ' })).toEqual({ id: [3, 1] });
  });

  it.each<[Query, Issue]>([
    [{}, ['id', 'is required']],
    [{ id: '' }, ['id', 'must not be empty']],
    [{ id: ids(501) }, ['id', 'must list at most 500 values']],
    [{ id: '1,0' }, ['id.1', 'must be a positive whole number']],
  ])('refuses %j: %j', (query, issue) => {
    expect(issues(LocationIdListSchema, query)).toEqual([issue]);
  });
});

describe('an id or a slug (area, and the detail endpoints)', () => {
  it.each<[string, { id: number } | { slug: string }]>([
    ['1', { id: 1 }],
    [String(MAX_DB_ID), { id: MAX_DB_ID }],
    ['007', { id: 7 }],
    [' 12 ', { id: 12 }],
    ['gulf-coast', { slug: 'gulf-coast' }],
    [' gulf-coast ', { slug: 'gulf-coast' }],
    ['Gulf-Coast', { slug: 'Gulf-Coast' }],
    ['12abc', { slug: '12abc' }],
    ['1-2', { slug: '1-2' }],
  ])('reads %j as %j', (value, expected) => {
    expect(parsed(IdOrSlugQuerySchema, { id: value })).toEqual({ id: expected });
  });

  it.each([
    ['0', 'id 0'],
    ['00', 'id 0 with a leading zero'],
    [String(MAX_DB_ID + 1), 'an id past the largest database id'],
    ['99999999999999999999', 'a very large id'],
    ['-1', 'a negative number'],
    ['1.5', 'a decimal'],
    ['bad slug!', 'a slug with a space and punctuation'],
    ['../etc', 'a path'],
    ['-gulf', 'a slug starting with a hyphen'],
  ])('refuses %j (%s)', (value) => {
    expect(issues(IdOrSlugQuerySchema, { id: value })).toEqual([['id', 'must be a numeric id or a slug']]);
  });

  it.each<[Query]>([[{}], [{ id: '' }], [{ id: '   ' }]])('refuses %j as missing', (query) => {
    expect(issues(IdOrSlugQuerySchema, query)).toEqual([['id', 'is required']]);
  });
});

describe('parameters sent empty or as "all"', () => {
  it('withoutEmpty drops empty and blank values and keeps the rest as sent', () => {
    expect(withoutEmpty({ area: '', type: '  ', category: '\t', badge_ids: '1', q: ' all ' })).toEqual({
      badge_ids: '1',
      q: ' all ',
    });
  });

  it.each(['all', 'ALL', 'All', ' all', 'all ', ' All\t', '', ' '])('withoutEmptyOrAll drops %j', (value) => {
    expect(withoutEmptyOrAll({ region: value, experience: 'beaches' })).toEqual({ experience: 'beaches' });
  });

  it.each(['allen', 'overall', 'al', '1'])('withoutEmptyOrAll keeps %j', (value) => {
    expect(withoutEmptyOrAll({ region: value })).toEqual({ region: value });
  });
});

describe('what a client sees in the 400 answer', () => {
  it('names min_longitude when the box is upside down', async () => {
    const { status, body } = await call(filterLocations, {
      url: '/prod/filterLocations?min_longitude=-86&max_longitude=-87',
    });
    expect(status).toBe(400);
    expect(body.error).toEqual({
      status: 400,
      message: 'min_longitude: must not be above max_longitude',
      field: 'min_longitude',
      issues: [{ field: 'min_longitude', message: 'must not be above max_longitude' }],
    });
  });

  it('says the area id is required when it is missing or blank', async () => {
    for (const url of ['/prod/areaDetail', '/prod/areaDetail?id=', '/prod/areaDetail?id=%20%20']) {
      const { status, body } = await call(areaDetail, { url });
      expect([status, body.error.message]).toEqual([400, 'id: is required']);
    }
  });
});
