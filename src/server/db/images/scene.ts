import { Rng } from '../seed/prng';

/**
 * Bumped whenever a drawing changes: the disk cache keeps pictures under this version's names, so pictures drawn by
 * an older version (the flat countryside blocks of version 1) are never served again and age out of the cache.
 */
export const DRAWING_VERSION = 2;

/** A deterministic 1200×800 SVG picture for an image key's scene and motif (see image-keys.ts). */
export function sceneSvg(scene: string, motif: string, id: number, variant: number): string {
  const r = new Rng(`${scene}/${motif}/${id}/${variant}`);
  const W = 1200;
  const H = 800;
  const dusk = r.chance(0.25);
  const sky = dusk ? ['#f6a25e', '#f9d29d'] : [r.pick(['#5aa9e6', '#6cb4ee', '#4f97d8']), '#cfe8fb'];
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
  ];
  const sun = `<circle cx="${r.int(150, 1050)}" cy="${r.int(90, 220)}" r="${r.int(40, 70)}" fill="${dusk ? '#ffe0a3' : '#fff6c9'}" opacity="0.9"/>`;
  const hills = (y: number, colors: string[]) =>
    colors.map((c, i) => `<ellipse cx="${r.int(0, W)}" cy="${y + i * 60}" rx="${r.int(500, 900)}" ry="${r.int(120, 220)}" fill="${c}"/>`).join('');
  const pines = (n: number, y0: number, y1: number, color: string) =>
    Array.from({ length: n }, () => {
      const x = r.int(0, W);
      const y = r.int(y0, y1);
      const h = r.int(60, 140);
      return `<polygon points="${x},${y - h} ${x - h / 3},${y} ${x + h / 3},${y}" fill="${color}"/>`;
    }).join('');
  const peaks = (base: number, color: string, snow: boolean) =>
    Array.from({ length: 4 }, (_, i) => {
      const x = i * 320 + r.int(-60, 60);
      const h = r.int(260, 420);
      const cap = snow ? `<polygon points="${x + 200},${base - h} ${x + 150},${base - h + 80} ${x + 250},${base - h + 80}" fill="#fff"/>` : '';
      return `<polygon points="${x},${base} ${x + 200},${base - h} ${x + 420},${base}" fill="${color}"/>${cap}`;
    }).join('');
  switch (scene) {
    case 'sea':
      parts.push(sun, `<rect y="440" width="${W}" height="360" fill="#1f7fb8"/>`, `<rect y="440" width="${W}" height="40" fill="#3b9bd1" opacity="0.7"/>`);
      for (let i = 0; i < 14; i++) parts.push(`<path d="M${r.int(0, W)} ${r.int(480, 640)} q 30 -12 60 0" stroke="#e3f4ff" stroke-width="4" fill="none"/>`);
      parts.push(`<path d="M0 680 Q 600 600 1200 690 L1200 800 L0 800 Z" fill="#f2d9a4"/>`);
      break;
    case 'mountain':
      parts.push(sun, peaks(620, '#6b7c93', true), hills(700, ['#4f7d4a', '#3d6b3a']), pines(18, 640, 780, '#24502b'));
      break;
    case 'lake':
      parts.push(sun, peaks(470, '#7d8ea5', r.chance(0.5)), `<rect y="470" width="${W}" height="330" fill="#3f8fb0"/>`, `<rect y="470" width="${W}" height="18" fill="#9fd3e6" opacity="0.6"/>`, pines(10, 520, 800, '#2f5d34'));
      break;
    case 'vineyard':
      parts.push(sun, hills(560, ['#9fbf5a', '#86a84a']));
      for (let i = 0; i < 12; i++) parts.push(`<path d="M${-100 + i * 120} 800 Q ${500 + i * 20} 560 ${1300} ${520 + i * 8}" stroke="#4f6f28" stroke-width="9" fill="none" stroke-dasharray="14 10"/>`);
      break;
    case 'forest':
      parts.push(hills(600, ['#3f6b3c']), pines(40, 420, 800, '#1f4a27'), pines(20, 560, 800, '#2b5e31'));
      break;
    case 'city':
      parts.push(sun);
      for (let x = 0; x < W; x += r.int(70, 130)) {
        const h = r.int(180, 460);
        const w = r.int(60, 120);
        parts.push(`<rect x="${x}" y="${800 - h}" width="${w}" height="${h}" fill="${r.pick(['#5b6476', '#6e7a8f', '#8a8f9c', '#4d5566'])}"/>`);
        for (let wy = 800 - h + 20; wy < 780; wy += 36) for (let wx = x + 10; wx < x + w - 14; wx += 24) if (r.chance(0.55)) parts.push(`<rect x="${wx}" y="${wy}" width="12" height="18" fill="#ffe9a8" opacity="0.85"/>`);
      }
      break;
    case 'countryside': {
      // Patchwork fields rising to the horizon, hedgerow trees and a farmhouse (it used to fall to a flat colour block).
      parts.push(sun, hills(470, ['#a9c97a', '#93b863']));
      const fields = ['#c9d77a', '#8fb85a', '#e3cf79', '#7ea650', '#b7cf6b', '#d8c06a'];
      for (let band = 0; band < 4; band++) {
        const top = 520 + band * 70;
        let x = -r.int(0, 120);
        while (x < W) {
          const w = r.int(160, 340);
          const slant = r.int(-30, 30);
          parts.push(`<polygon points="${x},${top} ${x + w},${top + slant / 2} ${x + w + 20},${top + 80} ${x - 20},${top + 80}" fill="${r.pick(fields)}" stroke="#5f7f3c" stroke-width="3"/>`);
          x += w;
        }
      }
      for (let i = 0; i < 12; i++) {
        const x = r.int(0, W);
        const y = r.int(500, 700);
        const size = r.int(18, 36);
        parts.push(`<rect x="${x - 4}" y="${y}" width="8" height="${size}" fill="#5b4330"/><circle cx="${x}" cy="${y - size / 3}" r="${size}" fill="${r.pick(['#3f6e34', '#4c7d3a', '#355f2d'])}"/>`);
      }
      const fx = r.int(180, 900);
      parts.push(
        `<rect x="${fx}" y="540" width="180" height="110" fill="${r.pick(['#efe2c4', '#e8d5b5', '#f3eadb'])}"/><polygon points="${fx - 15},540 ${fx + 90},470 ${fx + 195},540" fill="${r.pick(['#a94f35', '#8c5a3c', '#6f6a66'])}"/>`,
        `<rect x="${fx + 75}" y="600" width="32" height="50" fill="#6b4a2f"/><rect x="${fx + 24}" y="565" width="30" height="26" fill="#9cc3d9"/><rect x="${fx + 128}" y="565" width="30" height="26" fill="#9cc3d9"/>`,
      );
      break;
    }
    case 'village':
      parts.push(sun, hills(660, ['#88b35d', '#6f9a4b']));
      for (let i = 0; i < 7; i++) {
        const x = 80 + i * 150 + r.int(-20, 20);
        const y = r.int(560, 620);
        parts.push(`<rect x="${x}" y="${y}" width="110" height="90" fill="${r.pick(['#f1e3c6', '#e9d2b0', '#f5ecd9'])}"/><polygon points="${x - 10},${y} ${x + 55},${y - 55} ${x + 120},${y}" fill="#b5553c"/><rect x="${x + 40}" y="${y + 45}" width="28" height="45" fill="#6b4a2f"/>`);
      }
      parts.push(`<rect x="560" y="380" width="60" height="240" fill="#e2d2b4"/><polygon points="550,380 590,300 630,380" fill="#8c4632"/>`);
      break;
    case 'room':
      parts.push(
        `<rect width="${W}" height="${H}" fill="${r.pick(['#efe6da', '#e6ece9', '#f3e9e1', '#e8e4f0'])}"/>`, `<rect y="600" width="${W}" height="200" fill="#b99b7a"/>`,
        `<rect x="760" y="140" width="300" height="240" fill="url(#sky)" stroke="#fff" stroke-width="14"/>`,
        `<rect x="220" y="430" width="520" height="210" rx="16" fill="#fdfdfb"/><rect x="200" y="350" width="560" height="110" rx="18" fill="${r.pick(['#7a5c45', '#4e5d6c', '#8b6f5a'])}"/>`,
        `<rect x="250" y="405" width="150" height="60" rx="20" fill="#fff"/><rect x="560" y="405" width="150" height="60" rx="20" fill="#fff"/>`,
        `<rect x="220" y="520" width="520" height="120" fill="${r.pick(['#c96f5a', '#5f8fa3', '#8aa06a', '#b58c5a'])}" opacity="0.85"/>`,
      );
      break;
    default:
      parts.push(`<rect width="${W}" height="${H}" fill="${r.pick(['#c2185b', '#00796b', '#5e35b1', '#ef6c00', '#1565c0'])}"/>`, hills(760, ['#ffffff22', '#ffffff33']));
  }
  if (scene !== 'room') parts.push(motifSvg(motif, scene === 'box' || scene === 'banner'));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

/** A badge with the theme's symbol, bottom right; large and centred on box and banner pictures. */
function motifSvg(motif: string, large: boolean): string {
  const symbols: Record<string, string> = {
    romantic: '<path d="M0 30 C -60 -20 -30 -70 0 -40 C 30 -70 60 -20 0 30 Z" fill="#e53950"/>',
    wellness: '<g fill="#7cc4a4"><ellipse rx="16" ry="42" transform="rotate(-40)"/><ellipse rx="16" ry="42"/><ellipse rx="16" ry="42" transform="rotate(40)"/></g>',
    gastronomy: '<circle r="38" fill="#fff" stroke="#d9a441" stroke-width="8"/><rect x="-62" y="-40" width="8" height="80" fill="#555"/><rect x="54" y="-40" width="8" height="80" fill="#555"/>',
    family: '<g fill="#f29f3d"><circle cx="-30" cy="-30" r="14"/><circle cx="30" cy="-30" r="14"/><circle cx="0" cy="-8" r="10"/><rect x="-42" y="-14" width="24" height="50" rx="8"/><rect x="18" y="-14" width="24" height="50" rx="8"/><rect x="-9" y="4" width="18" height="32" rx="6"/></g>',
    wine: '<path d="M-26 -44 H26 Q26 0 0 6 Q-26 0 -26 -44 Z M-3 6 H3 V36 H18 V42 H-18 V36 H-3 Z" fill="#8e2043"/>',
    ski: '<path d="M-50 30 L50 -30 M-30 40 L60 -14" stroke="#2a6fd6" stroke-width="8" stroke-linecap="round"/>',
    seaside: '<path d="M-50 10 q25 -20 50 0 t50 0" stroke="#1f7fb8" stroke-width="10" fill="none"/>',
  };
  const symbol = symbols[motif] ?? '<polygon points="0,-40 11,-12 40,-12 17,6 26,36 0,18 -26,36 -17,6 -40,-12 -11,-12" fill="#f4b400"/>';
  return large
    ? `<g transform="translate(600 400) scale(3)">${symbol}</g>`
    : `<g transform="translate(1090 690)"><circle r="72" fill="#ffffff" opacity="0.88"/>${symbol}</g>`;
}
