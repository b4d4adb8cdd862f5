// The demo's local stand-ins in one process (docs/local-services.md): the mail catcher and its web
// mailbox, the local CRM and its inbox, the payment provider's local implementation. `npm start` in demo mode and the
// end-to-end harness run it; one already listening is reused.
//   LOCAL_PAYMENT_WEBHOOK_URL=http://127.0.0.1:3000/api/payments/webhook PAYMENT_API_KEY=… PAYMENT_WEBHOOK_SECRET=… \
//     node --import tsx scripts/local-services.ts
// Ports: LOCAL_SMTP_PORT (2525), LOCAL_MAILBOX_PORT (2526), LOCAL_CRM_PORT (2527), LOCAL_PAYMENT_PORT (3005).
// Prints one line per stand-in (started or reused, its address); keeps running while it started one, exits 0 at once
// when every one was already running, stops on SIGINT or SIGTERM.
import { localServicesSettings, PortTakenError, startLocalServices } from '../src/server/local-services';

async function main() {
  const settings = localServicesSettings(process.env);
  if (!settings.ok) {
    console.error(`The local stand-ins cannot start:\n${settings.problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  const running = await startLocalServices({
    ...settings.options,
    onMail: (mail, url) => console.log(`[mail] to ${mail.to.join(', ')}: ${mail.subject} (${url})`),
    onCase: (item, url) => console.log(`[crm] ${item.case.type ?? 'case'} from ${item.case.email ?? 'unknown'} (${url})`),
  });
  for (const service of running.services) {
    console.log(`${service.label}: ${service.status} at ${service.url} (the site's ${service.siteSetting.name}: ${service.siteSetting.value})`);
  }
  if (!running.startedAny) {
    console.log('Every local stand-in was already running: nothing to keep open here.');
    return;
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void running.close().then(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof PortTakenError ? `The local stand-ins cannot start: ${error.message}` : error);
  process.exit(1);
});
