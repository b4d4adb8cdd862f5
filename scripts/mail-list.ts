// npm run mail:list: the messages the running local mailbox caught (date, recipients, subject, the address of each
// one's page), or that no mailbox is running and how to start one (docs/email-outbox.md). LOCAL_MAILBOX_PORT (2526)
// says where it listens.
import { LOCAL_SERVICE_PORTS } from '../src/server/local-services/local-services-settings';
import { mailListLines } from '../src/server/local-services/mail-list';

const setting = process.env.LOCAL_MAILBOX_PORT?.trim() || String(LOCAL_SERVICE_PORTS.LOCAL_MAILBOX_PORT);
if (!/^\d{1,5}$/.test(setting) || Number(setting) < 1 || Number(setting) > 65_535) {
  console.error(`LOCAL_MAILBOX_PORT: "${setting}" is not a port (a whole number from 1 to 65535).`);
  process.exit(1);
}

mailListLines(`http://127.0.0.1:${setting}`)
  .then(({ ok, lines }) => {
    (ok ? console.log : console.error)(lines.join('\n'));
    process.exitCode = ok ? 0 : 1;
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
