/** @jest-environment node */
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import nodemailer from 'nodemailer';
import { startLocalServices, type LocalServices, type LocalServicesOptions } from '../start-local-services';

const payment = { apiKey: 'sk_test_local', webhookSecret: 'whsec_local', webhookUrl: 'http://127.0.0.1:9/api/payments/webhook' };

/** Four ports free right now. */
async function freePorts(): Promise<Pick<LocalServicesOptions, 'smtpPort' | 'mailboxPort' | 'crmPort' | 'paymentPort'>> {
  const servers = await Promise.all([0, 1, 2, 3].map(() => listenTcp(0)));
  const [smtpPort, mailboxPort, crmPort, paymentPort] = servers.map((s) => (s.address() as AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return { smtpPort, mailboxPort, crmPort, paymentPort };
}
const listenTcp = (port: number) =>
  new Promise<Server>((resolve) => {
    const server = createServer((socket) => socket.end('not SMTP\r\n'));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

const cleanUp: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanUp.splice(0).reverse()) await step();
});
const started = async (options: LocalServicesOptions): Promise<LocalServices> => {
  const services = await startLocalServices(options);
  cleanUp.push(services.close);
  return services;
};
const summary = (services: LocalServices) => services.services.map((s) => [s.name, s.status, s.url, s.siteSetting.name, s.siteSetting.value]);

// The demo's stand-ins in one process (issue 30, docs/operations.md 'Local stand-ins'): one set per machine.
describe('startLocalServices', () => {
  it('starts the mailbox, the CRM and the payment provider, each on its port, and the mailbox catches what is sent', async () => {
    const ports = await freePorts();
    const mails: string[] = [];
    const services = await started({ ...ports, payment, onMail: (mail, url) => mails.push(`${mail.subject} ${url}`) });
    expect(services.startedAny).toBe(true);
    expect(summary(services)).toEqual([
      ['mailbox', 'started', `http://127.0.0.1:${ports.mailboxPort}/`, 'SMTP_URL', `smtp://127.0.0.1:${ports.smtpPort}`],
      ['crm', 'started', `http://127.0.0.1:${ports.crmPort}/`, 'CRM_URL', `http://127.0.0.1:${ports.crmPort}/servlet/servlet.WebToCase`],
      ['payments', 'started', `http://127.0.0.1:${ports.paymentPort}`, 'PAYMENT_PROVIDER_URL', `http://127.0.0.1:${ports.paymentPort}`],
    ]);
    const transport = nodemailer.createTransport({ url: `smtp://127.0.0.1:${ports.smtpPort}` });
    await transport.sendMail({ from: 'shop@escapade.example', to: 'zoe@example.fr', subject: 'Bonjour', text: 'x' });
    transport.close();
    expect(mails).toEqual([`Bonjour http://127.0.0.1:${ports.mailboxPort}/mail/1`]);
    expect((await fetch(`http://127.0.0.1:${ports.mailboxPort}/`)).status).toBe(200);
  });

  it('reuses the stand-ins already listening, starts none of them again, and leaves them running when it closes', async () => {
    const ports = await freePorts();
    await started({ ...ports, payment });
    const again = await startLocalServices({ ...ports, payment });
    expect(again.startedAny).toBe(false);
    expect(again.services.map((s) => [s.name, s.status])).toEqual([
      ['mailbox', 'reused'],
      ['crm', 'reused'],
      ['payments', 'reused'],
    ]);
    expect(again.services[0].siteSetting).toEqual({ name: 'SMTP_URL', value: `smtp://127.0.0.1:${ports.smtpPort}` });
    await again.close();
    for (const port of [ports.mailboxPort, ports.crmPort, ports.paymentPort]) expect((await fetch(`http://127.0.0.1:${port}/health`)).ok).toBe(true);
  });

  it('starts only the missing ones beside those already running', async () => {
    const ports = await freePorts();
    const first = await startLocalServices({ ...ports, payment });
    await first.close();
    await started({ ...(await freePorts()), crmPort: ports.crmPort, payment });
    const mixed = await started({ ...ports, payment });
    expect(mixed.services.map((s) => [s.name, s.status])).toEqual([
      ['mailbox', 'started'],
      ['crm', 'reused'],
      ['payments', 'started'],
    ]);
    expect(mixed.startedAny).toBe(true);
  });

  it.each([
    ['smtpPort', 'LOCAL_SMTP_PORT', "the local mailbox's SMTP"],
    ['mailboxPort', 'LOCAL_MAILBOX_PORT', "the local mailbox's web page"],
    ['crmPort', 'LOCAL_CRM_PORT', 'the local CRM'],
    ['paymentPort', 'LOCAL_PAYMENT_PORT', 'the local payment provider'],
  ] as const)('refuses a %s held by another program, naming the port and %s, and leaves nothing running', async (key, setting, what) => {
    const ports = await freePorts();
    // Another program: answers HTTP, but not as the stand-in.
    const other = createHttpServer((_req, res) => res.end('{"ok":true}'));
    await new Promise<void>((resolve) => other.listen(ports[key], '127.0.0.1', resolve));
    cleanUp.push(() => new Promise((resolve) => other.close(resolve)));

    await expect(startLocalServices({ ...ports, payment })).rejects.toThrow(`Port ${ports[key]} (${what}) is taken by another program. Stop that program, or set ${setting} to a free port.`);
    const stillFree = await Promise.all(
      Object.entries(ports)
        .filter(([name]) => name !== key)
        .map(([, port]) => listenTcp(port).then((server) => new Promise((resolve) => server.close(() => resolve(port))))),
    );
    expect(stillFree).toHaveLength(3);
  });
});
