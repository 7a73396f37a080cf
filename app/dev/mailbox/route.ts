import type { NextRequest } from 'next/server';
import { isOutboxTransport, listOutbox, type OutboxMail } from '@/lib/mail';

export const dynamic = 'force-dynamic';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function renderHtml(mails: OutboxMail[]): string {
  const items = mails
    .map(
      (m) => `<li><article><h2>${escape(m.subject)}</h2>
<p>To <strong>${escape(m.to)}</strong>, <time datetime="${m.createdAt.toISOString()}">${escape(m.createdAt.toUTCString())}</time></p>
<pre>${escape(m.text)}</pre></article></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Mailbox (development)</title></head><body><main>
<h1>Mailbox</h1><p>No mail server is configured, so mail is kept here, newest first.</p>
${mails.length ? `<ol>${items}</ol>` : '<p>The outbox is empty.</p>'}
</main></body></html>`;
}

/** The outbox, while it is the mail transport (no SMTP_URL); `?format=json` for tests. */
export async function GET(request: NextRequest) {
  if (!isOutboxTransport()) return new Response('Not found', { status: 404 });
  const mails = await listOutbox();
  if (request.nextUrl.searchParams.get('format') === 'json') {
    return Response.json(
      mails.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, meta: m.meta, createdAt: m.createdAt.toISOString() })),
      { headers: { 'cache-control': 'no-store' } },
    );
  }
  return new Response(renderHtml(mails), { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
