// Hero scenes, portraits, the default avatar and the logo. Each entry of
// SCENES maps a path under public/ to a function returning the SVG text.
import { Ctx, TINT, line, n, p, svgDoc } from './lib.mjs';
import * as P from './plants.mjs';

// ------------------------------------------------------------------ heroes

/**
 * Places a 400 x 400 plant drawing so that its pot base (200, 350) lands on
 * (x, y), scaled by s. Each placed plant gets its own id prefix.
 */
function placed(ctx, key, draw, x, y, s) {
  const sub = ctx.child(`${key}-`);
  return `<g transform="translate(${n(x - 200 * s)} ${n(y - 350 * s)}) scale(${s})">${draw(sub).join('')}</g>`;
}

/** Arched window with panes and a soft sky. */
function archWindow(ctx, x, y, w, h, sky) {
  const r = w / 2;
  const grad = ctx.def(
    'sky',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>`,
  );
  const shape = (inset) =>
    `M${p(x + inset, y + h)}V${n(y + r)}A${n(r - inset)} ${n(r - inset)} 0 0 1 ${n(x + w - inset)} ${n(y + r)}V${n(y + h)}Z`;
  const panes = `M${n(x + r)} ${n(y + 14)}V${n(y + h)}M${n(x + 14)} ${n(y + r + 10)}H${n(x + w - 14)}M${n(x + 14)} ${n(y + r + (h - r) / 2 + 10)}H${n(x + w - 14)}`;
  return (
    `<path d="${shape(-16)}" fill="#fff" opacity=".65"/>` +
    `<path d="${shape(0)}" fill="url(#${grad})"/>` +
    `<ellipse cx="${n(x + w * 0.3)}" cy="${n(y + h * 0.72)}" rx="${n(w * 0.42)}" ry="${n(h * 0.14)}" fill="#fff" opacity=".35"/>` +
    line(panes, '#fff', 10) +
    `<path d="${shape(0)}" fill="none" stroke="#fff" stroke-width="12"/>` +
    `<rect x="${n(x - 28)}" y="${n(y + h)}" width="${n(w + 56)}" height="16" rx="6" fill="#fff"/>` +
    `<rect x="${n(x - 28)}" y="${n(y + h + 10)}" width="${n(w + 56)}" height="6" rx="3" fill="#000" opacity=".06"/>`
  );
}

/** Floor with a baseboard; optional sunlight patch. */
const floor = (y, color, board = '#fff') =>
  `<rect y="${y}" width="1200" height="${800 - y}" fill="${color}"/><rect y="${y - 14}" width="1200" height="14" fill="${board}"/><rect y="${y}" width="1200" height="5" fill="#000" opacity=".05"/>`;

/** Round side table with three legs. */
const sideTable = (cx, top, w, h, wood = '#c8996b') =>
  line(
    `M${n(cx - w * 0.3)} ${top + 10}L${n(cx - w * 0.38)} ${top + h}M${n(cx + w * 0.3)} ${top + 10}L${n(cx + w * 0.38)} ${top + h}M${cx} ${top + 10}V${top + h - 6}`,
    '#a8774b',
    8,
  ) +
  `<rect x="${n(cx - w / 2)}" y="${top}" width="${w}" height="16" rx="8" fill="${wood}"/><rect x="${n(cx - w / 2)}" y="${top + 10}" width="${w}" height="6" rx="3" fill="#000" opacity=".1"/>`;

/** Wall shelf with brackets. */
const wallShelf = (x, y, w, wood = '#c99c6e') =>
  `<rect x="${x}" y="${y}" width="${w}" height="14" rx="4" fill="${wood}"/><rect x="${x}" y="${y + 9}" width="${w}" height="5" rx="2.5" fill="#000" opacity=".12"/>` +
  `<path d="M${x + 30} ${y + 14}h10v30h-2a8 8 0 0 1-8-8zM${x + w - 40} ${y + 14}h10v22a8 8 0 0 1-8 8h-2z" fill="#a97c50"/>`;

/** Faint palm-frond shadow, as if cast by sunlight, for calm wall areas. */
function leafShadow(x, y, s, a, color, op) {
  const fronds = [
    [
      [0, 0],
      [10, -90],
      [60, -170],
      [150, -190],
    ],
    [
      [0, 0],
      [-20, -80],
      [-90, -140],
      [-170, -130],
    ],
    [
      [0, 0],
      [30, -40],
      [120, -70],
      [200, -40],
    ],
  ]
    .map((c) =>
      P.pinnate(c, {
        count: 16,
        len: (t) => 50 * Math.sin(Math.PI * Math.min(1, 0.15 + t * 0.9)) + 8,
        hw: 6,
        angle: 50,
        droop: 10,
        from: 0.12,
        to: 0.98,
      }),
    )
    .join('');
  return `<path d="${fronds}" transform="translate(${x} ${y}) rotate(${a}) scale(${s})" fill="${color}" opacity="${op}"/>`;
}

const rug = (cx, cy, rx, ry, c1, c2) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${c1}"/><ellipse cx="${cx}" cy="${cy}" rx="${rx - 24}" ry="${ry - 9}" fill="none" stroke="${c2}" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/>`;

/** A hanging plant whose hanger ring (drawn at y = 26) hangs from the ceiling at ringY. */
const hanging = (ctx, key, draw, x, ringY, s) =>
  line(`M${x} 0V${ringY - 9 * s}`, '#9c7f5c', 3) + placed(ctx, key, draw, x, ringY + 324 * s, s);

function hero1() {
  const ctx = new Ctx('h1');
  const body = [
    `<rect width="1200" height="800" fill="#eef3ea"/>`,
    leafShadow(70, 330, 1.4, 20, '#e1eadb', 0.8),
    archWindow(ctx, 640, 110, 300, 440, ['#d6e9f2', '#f1f7ee']),
    floor(640, '#eadfcd'),
    `<path d="M640 640H940L1010 800H560Z" fill="#fff" opacity=".28"/>`,
    rug(860, 730, 300, 44, '#dfe6d3', '#b9c7a9'),
    sideTable(596, 500, 150, 140),
    placed(ctx, 'ec', P.echeveria, 596, 506, 0.42),
    placed(ctx, 'sn', P.snakePlant, 720, 712, 0.95),
    placed(ctx, 'mo', P.monstera, 1060, 730, 1.35),
    hanging(ctx, 'po', P.hoya, 860, 60, 0.85),
  ];
  return svgDoc(1200, 800, 'Sunlit living room filled with potted houseplants', ctx, body);
}

function hero2() {
  const ctx = new Ctx('h2');
  const body = [
    `<rect width="1200" height="800" fill="#f8efe7"/>`,
    leafShadow(90, 360, 1.3, 10, '#f2e2d4', 0.8),
    `<rect x="600" y="0" width="600" height="640" fill="#f3e4d6"/>`,
    floor(640, '#e4cdb4', '#fbf6f0'),
    wallShelf(680, 230, 290),
    wallShelf(680, 420, 290),
    placed(ctx, 'ha', P.haworthia, 734, 236, 0.42),
    placed(ctx, 'pi', P.chineseMoneyPlant, 828, 236, 0.46),
    placed(ctx, 'al', P.aloeVera, 918, 236, 0.4),
    placed(ctx, 'bu', P.bunnyEarCactus, 734, 426, 0.44),
    placed(ctx, 'ec', P.echeveria, 836, 426, 0.4),
    placed(ctx, 'ja', P.jadePlant, 922, 426, 0.36),
    placed(ctx, 'bp', P.birdOfParadise, 1110, 750, 1.25),
    placed(ctx, 'fi', P.fiddleLeafFig, 640, 760, 1.05),
    placed(ctx, 'pe', P.peaceLily, 880, 770, 0.72),
  ];
  return svgDoc(1200, 800, 'Warm shelf wall with succulents and tall tropical plants', ctx, body);
}

function hero3() {
  const ctx = new Ctx('h3');
  const stand = (cx, top, h) =>
    line(
      `M${cx - 40} ${top + 8}L${cx - 58} ${top + h}M${cx + 40} ${top + 8}L${cx + 58} ${top + h}M${cx - 48} ${top + h * 0.6}H${cx + 48}`,
      '#8b6a4c',
      9,
    ) + `<rect x="${cx - 62}" y="${top}" width="124" height="16" rx="6" fill="#a98260"/>`;
  const body = [
    `<rect width="1200" height="800" fill="#e9f1ee"/>`,
    leafShadow(80, 380, 1.4, 16, '#dce8e3', 0.8),
    `<rect x="560" y="0" width="640" height="650" fill="#dde9e3"/>`,
    `<path d="M760 650V250a170 170 0 0 1 340 0V650Z" fill="#cfe0d7"/>`,
    floor(650, '#d9cbb5', '#f7f5ef'),
    rug(880, 740, 320, 46, '#c9d9cd', '#9fbaa6'),
    stand(700, 470, 190),
    placed(ctx, 'bf', P.bostonFern, 700, 476, 0.78),
    placed(ctx, 'pa', P.parlorPalm, 940, 730, 1.25),
    placed(ctx, 'ca', P.calathea, 1120, 770, 0.9),
    hanging(ctx, 'pp', P.stringOfPearls, 1070, 40, 0.7),
    placed(ctx, 'ac', P.alocasiaPolly, 800, 780, 0.72),
    hanging(ctx, 'fb', P.fishboneCactus, 620, 70, 0.7),
  ];
  return svgDoc(1200, 800, 'Green reading corner with ferns, palms and hanging plants', ctx, body);
}

// --------------------------------------------------------------- portraits

const SKIN = {
  deep: ['#6b4430', '#573525'],
  brown: ['#9a6644', '#82543a'],
  tan: ['#c98e62', '#b07850'],
  light: ['#f1c9a8', '#dfae8c'],
  warm: ['#e8b48e', '#d39b75'],
  caramel: ['#b7784e', '#9c633e'],
};

/**
 * Friendly flat portrait on a 320 x 320 canvas.
 * o: { tint, skin, hair, hairStyle, top, accent, extras }
 */
function portrait(o) {
  const ctx = new Ctx();
  const [bg, blob] = TINT[o.tint];
  const [sk, skd] = SKIN[o.skin];
  const hair = o.hair;
  const hs = o.hairStyle;
  const back = {
    afro: `<circle cx="160" cy="118" r="84" fill="${hair}"/><circle cx="98" cy="150" r="34" fill="${hair}"/><circle cx="222" cy="150" r="34" fill="${hair}"/>`,
    bob: `<path d="M92 140C86 76 120 50 160 50C200 50 234 76 228 140L232 204H88Z" fill="${hair}"/>`,
    long: `<path d="M96 130C92 70 124 46 160 46C196 46 228 70 224 130L236 250C200 262 120 262 84 250Z" fill="${hair}"/>`,
    short: '',
    bun: '',
  }[hs];
  const front = {
    afro: `<path d="M104 120C112 84 136 72 160 72C184 72 208 84 216 120C198 104 182 98 160 100C138 98 122 104 104 120Z" fill="${hair}"/>`,
    bob: `<path d="M104 130C100 92 126 70 160 70C194 70 220 92 216 130C196 112 176 98 150 96C132 104 116 116 104 130Z" fill="${hair}"/>`,
    long: `<path d="M104 134C100 92 128 70 162 70C196 70 220 96 216 130C190 120 170 104 160 86C148 108 128 124 104 134Z" fill="${hair}"/>`,
    short: `<path d="M102 134C94 86 124 62 162 64C198 64 226 88 218 134C214 112 206 100 196 96C176 106 140 106 116 98C108 108 104 120 102 134Z" fill="${hair}"/>`,
    bun: `<circle cx="160" cy="58" r="22" fill="${hair}"/><path d="M102 134C96 88 124 68 160 68C196 68 224 88 218 134C212 108 196 96 160 96C124 96 108 108 102 134Z" fill="${hair}"/>`,
  }[hs];
  const face =
    `<ellipse cx="104" cy="146" rx="11" ry="14" fill="${sk}"/><ellipse cx="216" cy="146" rx="11" ry="14" fill="${sk}"/>` +
    `<ellipse cx="160" cy="140" rx="56" ry="64" fill="${sk}"/>` +
    `<path d="M160 76A56 64 0 0 1 160 204C190 190 206 160 206 140C206 110 190 86 160 76Z" fill="${skd}" opacity=".35"/>` +
    `<ellipse cx="138" cy="146" rx="5" ry="6" fill="#2b2222"/><ellipse cx="182" cy="146" rx="5" ry="6" fill="#2b2222"/>` +
    `<circle cx="140" cy="144" r="1.6" fill="#fff"/><circle cx="184" cy="144" r="1.6" fill="#fff"/>` +
    line('M126 128Q137 121 148 126M172 126Q183 121 194 128', o.brow ?? hair, 4) +
    line('M160 150Q156 164 162 166', skd, 3) +
    `<circle cx="124" cy="168" r="10" fill="#f08a8a" opacity=".25"/><circle cx="196" cy="168" r="10" fill="#f08a8a" opacity=".25"/>` +
    `<path d="M142 178Q160 194 178 178Q160 184 142 178Z" fill="#8a3a3a"/><path d="M148 181Q160 186 172 181Q160 190 148 181Z" fill="#fff" opacity=".9"/>`;
  const neck = `<path d="M140 190H180V226Q160 236 140 226Z" fill="${skd}"/>`;
  const torso = `<path d="M56 320C56 262 92 226 160 226C228 226 264 262 264 320Z" fill="${o.top}"/>`;
  const collar = `<path d="M138 226L160 252L182 226Z" fill="${sk}"/>`;
  return {
    ctx,
    body: [
      `<rect width="320" height="320" fill="${bg}"/>`,
      `<circle cx="160" cy="170" r="138" fill="${blob}"/>`,
      back,
      neck,
      torso,
      collar,
      face,
      front,
      ...(o.extras ?? []),
    ],
  };
}

/** Green apron bib with a pocket and a leaf badge. */
const apron = (color) =>
  `<path d="M112 320V262C112 250 120 244 130 244H190C200 244 208 250 208 262V320Z" fill="${color}"/>` +
  line('M130 244L116 228M190 244L204 228', color, 6) +
  `<rect x="138" y="276" width="44" height="30" rx="6" fill="#000" opacity=".12"/>` +
  `<path d="M160 296C150 290 150 276 164 268C172 280 170 292 160 296Z" fill="#fff" opacity=".85"/>`;

const glasses = (color) =>
  `<g fill="none" stroke="${color}" stroke-width="3.5"><circle cx="138" cy="146" r="16"/><circle cx="182" cy="146" r="16"/><path d="M154 144Q160 140 166 144M122 142L106 138M198 142L214 138"/></g>`;

const hoops = `<g fill="none" stroke="#e4b04a" stroke-width="3.5"><circle cx="103" cy="170" r="8"/><circle cx="217" cy="170" r="8"/></g>`;

function expert1() {
  const { ctx, body } = portrait({
    tint: 'mint',
    skin: 'brown',
    hair: '#231a17',
    hairStyle: 'afro',
    top: '#e2b453',
    extras: [hoops, apron('#2f7d4a')],
  });
  return svgDoc(
    320,
    320,
    'Illustrated portrait of a smiling plant expert with curly hair and a green apron',
    ctx,
    body,
  );
}

function expert2() {
  const { ctx, body } = portrait({
    tint: 'sand',
    skin: 'warm',
    hair: '#4a2e20',
    hairStyle: 'short',
    top: '#5b7fa6',
    extras: [
      `<path d="M106 150C108 196 128 222 160 222C192 222 212 196 214 150C206 170 196 176 184 174C176 168 144 168 136 174C124 176 114 170 106 150Z" fill="#4a2e20"/>`,
      `<path d="M142 180Q160 192 178 180Q160 186 142 180Z" fill="#7a2f2f"/>`,
      glasses('#3b3030'),
      apron('#7d9a6a'),
    ],
  });
  return svgDoc(320, 320, 'Illustrated portrait of a bearded plant expert with glasses', ctx, body);
}

function expert3() {
  const { ctx, body } = portrait({
    tint: 'blush',
    skin: 'caramel',
    hair: '#1d1b22',
    hairStyle: 'long',
    top: '#cf7b58',
    extras: [
      `<path d="M196 258C190 246 196 232 212 228C214 244 208 254 196 258Z" fill="#3f9254"/><path d="M198 262C206 254 220 254 228 262C218 268 206 268 198 262Z" fill="#5fb35c"/>`,
    ],
  });
  return svgDoc(
    320,
    320,
    'Illustrated portrait of a plant expert with a black bob and a leaf pin',
    ctx,
    body,
  );
}

function expert4() {
  const { ctx, body } = portrait({
    tint: 'butter',
    skin: 'deep',
    hair: '#cfcac4',
    hairStyle: 'short',
    top: '#6d8f3e',
    extras: [
      `<path d="M138 170Q160 160 182 170Q178 178 160 176Q142 178 138 170Z" fill="#d8d3cc"/>`,
      `<path d="M70 100C70 86 110 80 160 80C210 80 250 86 250 100C250 110 230 112 216 108H104C90 112 70 110 70 100Z" fill="#e0c27a"/><path d="M110 100C110 58 130 40 160 40C190 40 210 58 210 100Z" fill="#e8cf8e"/><rect x="110" y="86" width="100" height="12" fill="#7a5a3a"/>`,
      apron('#3b6d4a'),
    ],
  });
  return svgDoc(
    320,
    320,
    'Illustrated portrait of a senior plant expert with a grey moustache and a straw hat',
    ctx,
    body,
  );
}

function developer() {
  const { ctx, body } = portrait({
    tint: 'sky',
    skin: 'tan',
    hair: '#1f1a1a',
    hairStyle: 'bun',
    top: '#15803d',
    extras: [
      `<path d="M96 268C96 240 120 228 160 228C200 228 224 240 224 268" fill="none" stroke="#0f5c2c" stroke-width="10" stroke-linecap="round"/>`,
      line('M120 300V320M200 300V320', '#e9f5ec', 4),
      `<path d="M84 250C84 214 110 196 120 196" fill="none" stroke="#2b3440" stroke-width="8" stroke-linecap="round"/><path d="M236 250C236 214 210 196 200 196" fill="none" stroke="#2b3440" stroke-width="8" stroke-linecap="round"/><rect x="70" y="238" width="26" height="36" rx="10" fill="#2b3440"/><rect x="224" y="238" width="26" height="36" rx="10" fill="#2b3440"/>`,
      `<path d="M150 286l-8 8 8 8M170 286l8 8-8 8" fill="none" stroke="#bbf7d0" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
    ],
  });
  return svgDoc(
    320,
    320,
    'Illustrated portrait of the developer in a green hoodie with headphones',
    ctx,
    body,
  );
}

function defaultAvatar() {
  const ctx = new Ctx();
  return svgDoc(128, 128, 'Default user avatar', ctx, [
    `<rect width="128" height="128" fill="#e5e7eb"/>`,
    `<circle cx="64" cy="50" r="22" fill="#9ca3af"/>`,
    `<path d="M22 128C22 96 40 80 64 80C88 80 106 96 106 128Z" fill="#9ca3af"/>`,
  ]);
}

// -------------------------------------------------------------------- logo

function logo(title) {
  const ctx = new Ctx();
  return svgDoc(64, 64, title, ctx, [
    `<path d="M32 58C31 46 32 36 36 26" fill="none" stroke="#166534" stroke-width="4.5" stroke-linecap="round"/>`,
    `<path d="M35 30C33 14 44 4 60 4C61 20 52 32 35 30Z" fill="#15803d"/>`,
    `<path d="M31 40C30 28 21 20 5 20C5 34 15 42 31 40Z" fill="#22c55e"/>`,
    `<path d="M37 27Q45 17 54 11M29 36Q20 30 12 26" fill="none" stroke="#dcfce7" stroke-width="2.5" stroke-linecap="round"/>`,
  ]);
}

export const SCENES = {
  'images/hero/hero-1.svg': hero1,
  'images/hero/hero-2.svg': hero2,
  'images/hero/hero-3.svg': hero3,
  'images/experts/expert-1.svg': expert1,
  'images/experts/expert-2.svg': expert2,
  'images/experts/expert-3.svg': expert3,
  'images/experts/expert-4.svg': expert4,
  'images/developer.svg': developer,
  'images/default-avatar.svg': defaultAvatar,
  'images/logo.svg': () => logo('Leaf logo'),
  'favicon.svg': () => logo('Leaf logo'),
};
