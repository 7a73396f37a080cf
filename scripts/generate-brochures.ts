// Writes the downloadable brochures (public/brochures/*.pdf) from the seed data: a one-page list of
// the places on each theme, with their towns. Run: npx tsx scripts/generate-brochures.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BADGES } from '@/lib/db/seed/data/badges';
import { BROCHURES } from '@/lib/db/seed/data/editorial';
import { ALL_PLACES } from '@/lib/db/seed/data/places';
import { REGIONS } from '@/lib/db/seed/data/regions';
import { TRAILS } from '@/lib/db/seed/data/trails';
import { placeSlug } from '@/lib/db/seed/seed-places';
import type { PlaceSeed } from '@/lib/db/seed/types';

const bySlug = new Map(ALL_PLACES.map((p) => [placeSlug(p), p]));
const withBadge = (slug: string) => ALL_PLACES.filter((p) => p.badges?.includes(slug)).sort((a, b) => b.lat - a.lat);
const listing = (places: PlaceSeed[]) => places.map((p) => `${p.name}, ${p.city}`);
const trailPlaces = (slug: string) => {
  const trail = TRAILS.find((t) => t.slug === slug);
  if (!trail) return [];
  return trail.stops ? trail.stops.flatMap((s) => bySlug.get(s) ?? []) : withBadge(trail.badge);
};

const CONTENT: Record<(typeof BROCHURES)[number]['file'], { intro: string; lines: string[] }> = {
  'alabama-vacation-guide': {
    intro: 'Six regions, one state. Plan your trip at alabama.travel.',
    lines: REGIONS.map((r) => `${r.name}: ${r.summary}`),
  },
  'civil-rights-trail': {
    intro: 'Landmarks of the movement in Birmingham, Selma, Montgomery and Tuskegee.',
    lines: listing(trailPlaces('civil-rights-trail')),
  },
  'gulf-coast': {
    intro: 'Beaches, forts, refuges and seafood on Mobile Bay and the Gulf.',
    lines: listing(ALL_PLACES.filter((p) => p.lat < 30.8 && p.category !== 'service').slice(0, 40)),
  },
  'golf-trail': {
    intro: 'The Robert Trent Jones Golf Trail, from the Tennessee River to Mobile Bay.',
    lines: listing(withBadge('golf-trail')),
  },
  'bbq-trail': {
    intro: 'Pits worth the drive, from white sauce in Decatur to ribs in Tuscaloosa.',
    lines: listing(trailPlaces('bbq-trail')),
  },
  'state-parks': {
    intro: 'Mountains, lakes and beaches in Alabama State Parks and public lands.',
    lines: listing(
      ALL_PLACES.filter((p) => /State Park|National (Forest|Preserve)/.test(p.name)).sort((a, b) => b.lat - a.lat),
    ),
  },
  waterfalls: {
    intro: 'Trails to waterfalls, canyons and overlooks.',
    lines: listing(trailPlaces('waterfalls-trail')),
  },
  'birding-trails': {
    intro: 'Cranes, eagles and spring songbirds across the state.',
    lines: listing(trailPlaces('birding-trail')),
  },
};

// PDF's standard fonts use WinAnsi; map the few typographic characters we write and drop the rest.
const WIN_ANSI: Record<string, number> = {
  '•': 0x95,
  '·': 0xb7,
  '’': 0x92,
  '‘': 0x91,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  é: 0xe9,
  '&': 0x26,
};
function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = WIN_ANSI[ch] ?? (ch.charCodeAt(0) < 128 ? ch.charCodeAt(0) : 0x3f);
    const c = String.fromCharCode(code);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : code > 126 ? `\\${code.toString(8)}` : c;
  }
  return `(${out})`;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}

function pdf(title: string, intro: string, lines: string[]): Buffer {
  const body: string[] = [
    'BT',
    '/F2 22 Tf',
    '56 780 Td',
    `${pdfString(title)} Tj`,
    '/F1 11 Tf',
    '0 -26 Td',
    `${pdfString(intro)} Tj`,
    '0 -24 Td',
  ];
  for (const entry of lines.flatMap((l) => wrap(`• ${l}`, 95)).slice(0, 52))
    body.push(`${pdfString(entry)} Tj`, '0 -13.5 Td');
  body.push('0 -10 Td', `${pdfString('Alabama Tourism · alabama.travel')} Tj`, 'ET');
  const stream = body.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info << /Title ${pdfString(title)} >> >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const dir = path.join(process.cwd(), 'public', 'brochures');
mkdirSync(dir, { recursive: true });
for (const brochure of BROCHURES) {
  const { intro, lines } = CONTENT[brochure.file];
  writeFileSync(path.join(dir, `${brochure.file}.pdf`), pdf(brochure.name, intro, lines));
}
console.log(`${BROCHURES.length} brochures written; badges known: ${BADGES.length}`);
