// Draws the site's original illustrations as SVG: one banner (1024x480) per experience, per region
// and for lodging, a cover per brochure, and the placeholder. Run: node scripts/generate-illustrations.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'public', 'images');
const W = 1024;
const H = 480;

const sky = (id, top, bottom) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
const sun = (x, y, r, color) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`;
const hills = (y, color, amp = 40) =>
  `<path d="M0 ${y} C 170 ${y - amp} 340 ${y + amp / 2} 512 ${y - amp / 3} S 860 ${y - amp} ${W} ${y} L ${W} ${H} L 0 ${H} Z" fill="${color}"/>`;
const ridge = (y, color) =>
  `<path d="M0 ${y} L120 ${y - 90} L230 ${y - 30} L380 ${y - 140} L520 ${y - 40} L660 ${y - 120} L800 ${y - 20} L930 ${y - 100} L${W} ${y - 50} L${W} ${H} L0 ${H} Z" fill="${color}"/>`;
const water = (y, color) => `<rect y="${y}" width="${W}" height="${H - y}" fill="${color}"/>`;
const pines = (xs, base, color) =>
  xs
    .map(
      (x) =>
        `<path d="M${x} ${base - 70} L${x - 18} ${base} L${x + 18} ${base} Z" fill="${color}"/><rect x="${x - 3}" y="${base}" width="6" height="12" fill="#3b2a1a"/>`,
    )
    .join('');

const MOTIFS = {
  'arts-and-culture': () =>
    sky('s', '#f6d8ae', '#e9a178') +
    hills(380, '#8c5a7a') +
    `<rect x="380" y="150" width="260" height="200" fill="#fff8ec" stroke="#5b3a4a" stroke-width="10"/><circle cx="470" cy="230" r="36" fill="#e4572e"/><path d="M400 330 L480 260 L540 310 L600 250 L620 330 Z" fill="#2f6f8f"/><rect x="500" y="350" width="20" height="60" fill="#5b3a4a"/>`,
  beaches: () =>
    sky('s', '#8fd3f4', '#e8f7ff') +
    sun(820, 110, 56, '#ffd166') +
    water(300, '#2a9d8f') +
    `<path d="M0 330 Q 512 300 ${W} 340 L ${W} ${H} L 0 ${H} Z" fill="#f4e4c1"/><path d="M180 360 q 20 -120 30 -150" stroke="#6b4f2a" stroke-width="8" fill="none"/><path d="M210 210 q -60 -10 -90 30 M210 210 q 50 -30 90 0 M210 210 q -20 -50 -60 -60 M210 210 q 30 -50 70 -50" stroke="#3a7d44" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M620 380 l 60 -90 l 60 90 Z" fill="#e76f51"/>`,
  'food-and-drink': () =>
    sky('s', '#ffe8c2', '#f4b860') +
    hills(400, '#a0522d', 20) +
    `<ellipse cx="512" cy="330" rx="240" ry="60" fill="#fff"/><ellipse cx="512" cy="320" rx="190" ry="42" fill="#d9d2c5"/><path d="M400 310 q 40 -50 80 0 q 40 -50 80 0 q 40 -50 80 0" stroke="#8b3a1e" stroke-width="22" fill="none" stroke-linecap="round"/><path d="M300 200 q 10 -40 0 -80 M340 200 q 10 -40 0 -80 M380 200 q 10 -40 0 -80" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.7"/>`,
  history: () =>
    sky('s', '#d8e2dc', '#ffe5d9') +
    hills(390, '#7d8471', 25) +
    `<rect x="392" y="200" width="240" height="170" fill="#f1ece2"/><path d="M372 200 L512 120 L652 200 Z" fill="#e2d8c3"/>${[412, 452, 492, 532, 572, 612].map((x) => `<rect x="${x - 8}" y="210" width="16" height="150" fill="#fffdf7" stroke="#b9ad97"/>`).join('')}<rect x="372" y="360" width="280" height="18" fill="#b9ad97"/>`,
  'civil-rights-legacy': () =>
    sky('s', '#f9c784', '#fcf6bd') +
    sun(512, 170, 80, '#fca311') +
    water(330, '#457b9d') +
    `<path d="M80 330 Q 512 130 944 330" stroke="#5c5c5c" stroke-width="18" fill="none"/><rect x="60" y="320" width="904" height="16" fill="#5c5c5c"/>${[
      200, 350, 512, 674, 824,
    ]
      .map((x) => {
        const t = (x - 80) / 864;
        const h = Math.round(400 * t * (1 - t));
        return `<rect x="${x - 6}" y="${330 - h}" width="12" height="${h}" fill="#5c5c5c"/>`;
      })
      .join('')}`,
  music: () =>
    sky('s', '#3d348b', '#7678ed') +
    sun(860, 90, 30, '#f7b801') +
    hills(400, '#2b2d42', 30) +
    `<path d="M420 160 L420 330 M580 130 L580 300" stroke="#f7b801" stroke-width="12"/><path d="M420 160 L580 130 L580 170 L420 200 Z" fill="#f7b801"/><ellipse cx="395" cy="335" rx="32" ry="24" fill="#f7b801"/><ellipse cx="555" cy="305" rx="32" ry="24" fill="#f7b801"/>`,
  outdoor: () =>
    sky('s', '#a8dadc', '#f1faee') +
    sun(180, 110, 46, '#ffe066') +
    ridge(330, '#6a994e') +
    hills(400, '#386641', 30) +
    `<path d="M700 190 L700 420" stroke="#cfe8ff" stroke-width="26"/><path d="M690 190 L710 190 L720 420 L680 420 Z" fill="#e6f4ff" opacity="0.8"/>` +
    pines([90, 140, 880, 930, 980], 420, '#1b4332'),
  sports: () =>
    sky('s', '#bde0fe', '#ffffff') +
    hills(380, '#52b788', 10) +
    `<ellipse cx="512" cy="330" rx="360" ry="70" fill="none" stroke="#ffffff" stroke-width="8"/><ellipse cx="512" cy="330" rx="300" ry="48" fill="none" stroke="#ffffff" stroke-width="4"/><ellipse cx="512" cy="220" rx="90" ry="56" fill="#8b4513" transform="rotate(-20 512 220)"/><path d="M470 230 L554 210" stroke="#fff" stroke-width="6"/>${[488, 504, 520, 536].map((x) => `<path d="M${x} 212 l 4 14" stroke="#fff" stroke-width="4"/>`).join('')}`,
  'science-and-discovery': () =>
    sky('s', '#0b132b', '#3a506b') +
    [
      [120, 80],
      [300, 140],
      [760, 60],
      [900, 160],
      [640, 110],
      [200, 220],
    ]
      .map(([x, y]) => sun(x, y, 3, '#ffffff'))
      .join('') +
    hills(420, '#1c2541', 20) +
    `<rect x="487" y="120" width="50" height="260" rx="10" fill="#f8f9fa"/><path d="M487 130 Q 512 40 537 130 Z" fill="#f8f9fa"/><rect x="487" y="200" width="50" height="14" fill="#0b132b"/><path d="M487 330 L450 390 L487 380 Z M537 330 L574 390 L537 380 Z" fill="#c1121f"/><path d="M495 380 Q 512 460 529 380 Z" fill="#ffb703"/>`,
  'year-round-golf': () =>
    sky('s', '#caf0f8', '#ffffff') +
    sun(850, 100, 44, '#ffd60a') +
    hills(330, '#95d5b2', 30) +
    hills(400, '#52b788', 20) +
    `<ellipse cx="560" cy="360" rx="120" ry="24" fill="#74c69d"/><circle cx="590" cy="360" r="8" fill="#1b4332"/><path d="M590 360 L590 210" stroke="#ffffff" stroke-width="5"/><path d="M590 210 L650 230 L590 250 Z" fill="#d00000"/><circle cx="420" cy="390" r="9" fill="#ffffff"/>`,
  lodging: () =>
    sky('s', '#22223b', '#c9ada7') +
    sun(800, 110, 36, '#f2e9e4') +
    ridge(360, '#4a4e69') +
    `<rect x="390" y="250" width="260" height="150" fill="#9a8c98"/><path d="M370 255 L520 170 L670 255 Z" fill="#4a4e69"/>${[420, 480, 560, 610].map((x) => `<rect x="${x}" y="290" width="30" height="34" fill="#ffd166"/>`).join('')}<rect x="505" y="340" width="30" height="60" fill="#22223b"/>` +
    pines([120, 170, 900, 950], 420, '#22333b'),
};

const REGIONS = {
  'north-alabama': () =>
    sky('s', '#bee9e8', '#f0efeb') +
    ridge(330, '#62b6cb') +
    water(360, '#1b4965') +
    `<rect x="480" y="180" width="40" height="190" rx="8" fill="#ffffff"/><path d="M480 190 Q 500 120 520 190 Z" fill="#ffffff"/>`,
  'central-alabama': () =>
    sky('s', '#ffcdb2', '#ffb4a2') +
    hills(360, '#6d6875', 30) +
    `<rect x="470" y="200" width="16" height="140" fill="#3d405b"/><circle cx="478" cy="190" r="18" fill="#3d405b"/><path d="M486 230 L540 180" stroke="#3d405b" stroke-width="10"/>${[150, 210, 700, 760, 820].map((x, i) => `<rect x="${x}" y="${260 - i * 12}" width="44" height="${120 + i * 12}" fill="#b5838d"/>`).join('')}`,
  'river-region': () =>
    sky('s', '#fefae0', '#dda15e') +
    hills(330, '#606c38', 20) +
    `<path d="M0 420 C 300 360 600 460 ${W} 380 L ${W} ${H} L 0 ${H} Z" fill="#457b9d"/><rect x="452" y="180" width="120" height="110" fill="#ffffff"/><ellipse cx="512" cy="180" rx="52" ry="46" fill="#ffffff"/><rect x="430" y="290" width="164" height="14" fill="#e9e4d4"/>`,
  'black-belt': () =>
    sky('s', '#fff1e6', '#f0a868') +
    `<path d="M0 320 L ${W} 300 L ${W} ${H} L 0 ${H} Z" fill="#3a2e2a"/>` +
    [360, 390, 420, 450]
      .map((y, i) => `<path d="M0 ${y} L ${W} ${y - 20 + i * 4}" stroke="#5e503f" stroke-width="6"/>`)
      .join('') +
    `<path d="M760 300 q -40 -90 0 -160 q 40 70 0 160" fill="#2d6a4f"/><rect x="756" y="290" width="8" height="30" fill="#3b2a1a"/>`,
  'south-alabama': () =>
    sky('s', '#e9f5db', '#fefae0') +
    hills(360, '#b5c99a', 20) +
    pines([140, 190, 240, 700, 760, 820, 880], 380, '#718355') +
    `<path d="M400 400 q 60 -40 120 0 q 60 -40 120 0" stroke="#a98467" stroke-width="20" fill="none" stroke-linecap="round"/>`,
  'gulf-coast': () =>
    sky('s', '#90e0ef', '#caf0f8') +
    sun(180, 120, 50, '#ffd166') +
    water(290, '#0077b6') +
    `<path d="M0 350 Q 512 320 ${W} 360 L ${W} ${H} L 0 ${H} Z" fill="#fdf0d5"/><path d="M620 290 l 0 -110 l 60 100 Z" fill="#ffffff"/><path d="M590 290 l 110 0 l -15 22 l -80 0 Z" fill="#8d6346"/>`,
};

const BROCHURES = {
  'alabama-vacation-guide': ['#0b5394', 'outdoor'],
  'civil-rights-trail': ['#7f4f24', 'civil-rights-legacy'],
  'gulf-coast': ['#0077b6', 'beaches'],
  'golf-trail': ['#2d6a4f', 'year-round-golf'],
  'bbq-trail': ['#9d0208', 'food-and-drink'],
  'state-parks': ['#386641', 'outdoor'],
  waterfalls: ['#1b4965', 'outdoor'],
  'birding-trails': ['#52796f', 'outdoor'],
};

const svg = (body, w = W, h = H, label = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"${label ? ` aria-label="${label}"` : ''}>${body}</svg>\n`;

function write(file, content) {
  const target = path.join(root, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}

for (const [slug, draw] of Object.entries(MOTIFS)) write(`experiences/${slug}.svg`, svg(draw()));
for (const [slug, draw] of Object.entries(REGIONS)) write(`regions/${slug}.svg`, svg(draw()));
for (const [file, [color, motif]] of Object.entries(BROCHURES)) {
  // A portrait cover: the motif scene scaled into the top, a colored band below.
  const cover = `<rect width="300" height="400" fill="${color}"/><g transform="translate(0 40) scale(0.293)">${MOTIFS[motif]()}</g><rect x="20" y="220" width="260" height="8" fill="#ffffff" opacity="0.8"/><rect x="20" y="250" width="200" height="8" fill="#ffffff" opacity="0.5"/><rect x="20" y="270" width="160" height="8" fill="#ffffff" opacity="0.5"/>`;
  write(`brochures/${file}.svg`, svg(cover, 300, 400));
}
write(
  'placeholder.svg',
  svg(
    sky('s', '#e9ecef', '#dee2e6') + ridge(380, '#ced4da') + sun(820, 120, 40, '#ced4da'),
    W,
    H,
    'Image not available',
  ),
);
console.log('illustrations written to public/images');
