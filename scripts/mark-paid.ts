// npm run orders:mark-paid -- <bookingNumber>: a bank transfer arrived; the pending order becomes confirmed, a gift's
// voucher code is made and e-mailed (docs/checkout.md, docs/gift-checkout.md).
import { BOOKING_NUMBER_PATTERN } from '../src/contracts/checkout';
import { env } from '../src/lib/env';
import { createDb } from '../src/server/db/create-db';
import { confirmBankTransfer } from '../src/server/orders/order-paid';
import { findOrderByNumber } from '../src/server/orders/orders.repository';

async function main() {
  const bookingNumber = process.argv[2] ?? '';
  if (!BOOKING_NUMBER_PATTERN.test(bookingNumber)) {
    console.error('Usage: npm run orders:mark-paid -- <8-digit booking number>');
    process.exit(2);
  }
  const config = env();
  const db = createDb({ databaseUrl: config.DATABASE_URL, sqliteFile: config.SQLITE_FILE });
  try {
    if (await confirmBankTransfer(db, bookingNumber)) return console.log(`Booking ${bookingNumber}: paid, confirmed`);
    const order = await findOrderByNumber(db, bookingNumber);
    console.error(order ? `Booking ${bookingNumber} is ${order.status}, not pending payment: nothing changed` : `No booking ${bookingNumber}`);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
