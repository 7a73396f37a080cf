import { socialCard } from '@/components/seo/social-card';
import { isShareCardKind } from '@/lib/seo/share-card';
import { illustrationDataUri } from '@/lib/seo/share-card-art';
import { getShareCardSubject } from '@/lib/seo/share-card-subjects';

// Every record page's share card (lib/seo/share-card.ts names its address): drawn on its first
// request, then kept and refreshed like the page it belongs to.
export const revalidate = 3600;
export const dynamic = 'force-static';

export async function generateStaticParams() {
  return [];
}

type Context = { params: Promise<{ kind: string; key: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { kind, key } = await params;
  const subject = isShareCardKind(kind) ? await getShareCardSubject(kind, decodeURIComponent(key)) : null;
  if (!subject) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return socialCard({ ...subject, illustration: await illustrationDataUri(subject.illustration) });
}
