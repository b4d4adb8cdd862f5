// npm run vouchers:issue -- box ROMANCE1N-EBOX | stay <cents> <nights> | giftcard <cents> | seed
// Issues gift vouchers with random codes and prints them once (the database keeps only their hash): docs/redemption.md.
// `seed` issues one code per digital box, two stay vouchers and a gift card, to try the beneficiary's redemption.
import { env } from '../src/lib/env';
import { createDb } from '../src/server/db/create-db';
import { issueVoucher, type VoucherToIssue } from '../src/server/redemption/issue-voucher';

const USAGE = 'Usage: npm run vouchers:issue -- box <BOX-CODE> | stay <cents> <nights> | giftcard <cents> | seed';

function parse(args: string[]): VoucherToIssue | 'seed' | null {
  const [kind, a, b] = args;
  const cents = (v: string | undefined) => (v && /^\d{1,8}$/.test(v) && Number(v) > 0 ? Number(v) : null);
  if (kind === 'seed') return 'seed';
  if (kind === 'box' && a && /^[A-Z0-9]{2,30}-(EBOX|PBOX)$/.test(a)) return { kind: 'BOX', boxCode: a };
  if (kind === 'stay' && cents(a) && b && /^([1-9]|1[0-4])$/.test(b)) return { kind: 'STAY', value: cents(a)!, nights: Number(b) };
  if (kind === 'giftcard' && cents(a)) return { kind: 'GIFTCARD', value: cents(a)! };
  return null;
}

async function main() {
  const what = parse(process.argv.slice(2));
  if (!what) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = env();
  const db = createDb({ databaseUrl: config.DATABASE_URL, sqliteFile: config.SQLITE_FILE });
  try {
    const batch: VoucherToIssue[] =
      what === 'seed'
        ? [
            ...(await db.selectFrom('gift_box').select('code').where('format', '=', 'digital').where('published', '=', 1).orderBy('position').execute()).map((b) => ({ kind: 'BOX' as const, boxCode: b.code })),
            { kind: 'STAY', value: 15000, nights: 1 },
            { kind: 'STAY', value: 25000, nights: 2 },
            { kind: 'GIFTCARD', value: 10000 },
          ]
        : [what];
    for (const item of batch) {
      const issued = await issueVoucher(db, item);
      const name = item.kind === 'BOX' ? `box ${item.boxCode}` : item.kind === 'STAY' ? `stay voucher ${item.nights} night(s)` : 'gift card';
      console.log(`${issued.code}\t${name}\t${(issued.value / 100).toFixed(2)} EUR\tvalid until ${issued.validUntil}`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
