/**
 * The e-mail domain-typo suggestion (search-and-discovery §5, 'You mean …?'): when the part after '@' is not a
 * well-known mailbox domain but is one or two keystrokes away from one (a letter missing, extra, wrong or two letters
 * swapped), the address with that domain. gmial.com → gmail.com, hotmial.fr → hotmail.fr, gmail.con → gmail.com.
 */
export const KNOWN_EMAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.fr',
  'hotmail.es',
  'hotmail.it',
  'hotmail.be',
  'hotmail.nl',
  'outlook.com',
  'outlook.fr',
  'outlook.es',
  'outlook.it',
  'live.com',
  'live.fr',
  'live.nl',
  'live.be',
  'yahoo.com',
  'yahoo.fr',
  'yahoo.es',
  'yahoo.it',
  'icloud.com',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'libero.it',
  'virgilio.it',
  'telefonica.net',
  'telenet.be',
  'skynet.be',
  'ziggo.nl',
  'kpnmail.nl',
  'gmx.com',
  'protonmail.com',
] as const;

/** Domains this short are too close to many others to guess. */
const MIN_GUESSED_LENGTH = 5;

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbours. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (__, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/** The corrected address, or null when the domain is known, too far from any known one, or the address has no domain. */
export function suggestEmail(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return null;
  const domain = trimmed.slice(at + 1).toLowerCase();
  if (domain.length < MIN_GUESSED_LENGTH || (KNOWN_EMAIL_DOMAINS as readonly string[]).includes(domain)) return null;
  let best: { domain: string; distance: number } | null = null;
  for (const known of KNOWN_EMAIL_DOMAINS) {
    const distance = editDistance(domain, known);
    if (distance <= 2 && (!best || distance < best.distance)) best = { domain: known, distance };
  }
  return best ? `${trimmed.slice(0, at)}@${best.domain}` : null;
}
