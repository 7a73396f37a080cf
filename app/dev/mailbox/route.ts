import type { NextRequest } from 'next/server';
import { listOutbox, outboxPageEnabled, type OutboxMail } from '@/lib/mail';

export const dynamic = 'force-dynamic';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function renderHtml(mails: OutboxMail[]): string {
  const items = mails
    .map(
      (m) => `<li><article><h2>${escape(m.subject)}</h2>
<p>To <strong>${escape(m.to)}</strong>, <time datetime="${m.createdAt.toISOString()}">${escape(m.createdAt.toUTCString())}</time>, ${escape(m.status)}</p>
<pre>${escape(m.text)}</pre></article></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Mailbox (development)</title></head><body><main>
<h1>Mailbox</h1><p>Every mail the site has queued, newest first, whether or not it was sent.</p>
${mails.length ? `<ol>${items}</ol>` : '<p>The outbox is empty.</p>'}
</main></body></html>`;
}

/**
 * The outbox (`?format=json` for tests). It holds every code the site mails, so a production server
 * answers 404 unless MAIL_OUTBOX_PAGE=1 (lib/mail: outboxPageEnabled).
 */
export async function GET(request: NextRequest) {
  if (!outboxPageEnabled()) return new Response('Not found', { status: 404 });
  const mails = await listOutbox();
  if (request.nextUrl.searchParams.get('format') === 'json') {
    return Response.json(
      mails.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        meta: m.meta,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
      })),
      { headers: { 'cache-control': 'no-store' } },
    );
  }
  return new Response(renderHtml(mails), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
