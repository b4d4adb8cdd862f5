// The payment provider's local implementation for development and the end-to-end tests (docs/payments.md): the
// hosted-checkout API, the hosted page (card form, Apple Pay and Google Pay buttons) and signed webhooks, keeping what it receives (GET /v1/received).
//   PAYMENT_API_KEY=sk_test_… PAYMENT_WEBHOOK_SECRET=whsec_… PAYMENT_SANDBOX_WEBHOOK_URL=http://127.0.0.1:3000/api/payments/webhook \
//     node --import tsx scripts/payment-sandbox.ts          listens on 127.0.0.1:PAYMENT_SANDBOX_PORT (default 3005)
// Then start the site with PAYMENT_PROVIDER_URL=http://127.0.0.1:3005 and the same key and secret.
import { startPaymentSandbox } from '../src/server/payments/sandbox/payment-sandbox';

const port = Number(process.env.PAYMENT_SANDBOX_PORT || 3005);
const apiKey = process.env.PAYMENT_API_KEY;
const webhookSecret = process.env.PAYMENT_WEBHOOK_SECRET;
const webhookUrl = process.env.PAYMENT_SANDBOX_WEBHOOK_URL;

if (!apiKey || !webhookSecret || !webhookUrl) {
  console.error('Set PAYMENT_API_KEY, PAYMENT_WEBHOOK_SECRET and PAYMENT_SANDBOX_WEBHOOK_URL (the site’s /api/payments/webhook).');
  process.exit(1);
}

startPaymentSandbox({ port, apiKey, webhookSecret, webhookUrl })
  .then((sandbox) => {
    console.log(`Payment sandbox: ${sandbox.url} (PAYMENT_PROVIDER_URL), webhooks to ${webhookUrl}, what it received at ${sandbox.url}/v1/received`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void sandbox.close().then(() => process.exit(0)));
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
