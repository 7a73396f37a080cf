import type { GuideOrder } from './index';

/** The mail house's columns, in order. */
export const ORDER_CSV_COLUMNS = [
  'order_id',
  'ordered_at',
  'first_name',
  'last_name',
  'company',
  'address',
  'address2',
  'city',
  'state',
  'zip',
  'email',
  'newsletter',
  'map',
  'interests',
] as const;

/** RFC 4180 quoting; a leading formula character is defused so a spreadsheet shows it as text. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function orderRow(order: GuideOrder): string[] {
  return [
    String(order.id),
    order.createdAt.toISOString(),
    order.firstName,
    order.lastName,
    order.company ?? '',
    order.address,
    order.address2 ?? '',
    order.city,
    order.state,
    order.zip,
    order.email,
    order.newsletter ? 'yes' : 'no',
    order.map ? 'yes' : 'no',
    order.interests.join(';'),
  ];
}

/** The orders as CSV with a header line and CRLF line ends. */
export function ordersToCsv(orders: readonly GuideOrder[]): string {
  const lines = [ORDER_CSV_COLUMNS.join(','), ...orders.map((order) => orderRow(order).map(csvField).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
