// A local CRM for development and the end-to-end tests: point CRM_URL at it and every contact message the site
// delivers is kept in memory, printed here, and readable over HTTP (docs/contact.md).
//   node --import tsx scripts/crm-catcher.ts                  web-to-case on http://127.0.0.1:2527/servlet/servlet.WebToCase
//   CRM_CATCHER_PORT=3333 node --import tsx scripts/crm-catcher.ts
// HTTP: GET /cases (every case, oldest first; ?email= one sender's), POST /control/down (cut every post, as an unreachable CRM;
// ?email= that sender's only), POST /control/up, GET /health.
import { startCrmCatcher } from '../src/server/contact/test-support/crm-catcher';

async function main() {
  const crm = await startCrmCatcher({ port: Number(process.env.CRM_CATCHER_PORT || 2527) });
  console.log(`Local CRM: ${crm.url} (CRM_URL), cases at http://127.0.0.1:${crm.port}/cases`);
  let printed = 0;
  setInterval(() => {
    for (const item of crm.cases.slice(printed)) console.log(`[crm] case ${item.external_id}: ${item.type} / ${item.requestSubtype} from ${item.email}`);
    printed = crm.cases.length;
  }, 500).unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void crm.close().then(() => process.exit(0)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
