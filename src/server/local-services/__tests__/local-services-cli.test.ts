/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import nodemailer from 'nodemailer';
import { localServicesSettings } from '../local-services-settings';
import { mailListLines } from '../mail-list';

const ROOT = join(__dirname, '..', '..', '..', '..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `node --import tsx scripts/local-services.ts` as `npm start` and the harness run it, its output kept. */
function cli(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/local-services.ts'], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env } });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString('utf8')));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const printed = async (pattern: RegExp) => {
    for (let i = 0; i < 300 && !pattern.test(output.stdout); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    return output.stdout;
  };
  return { child, output, exit, printed };
}

const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('scripts/local-services.ts', () => {
  it('prints a line per stand-in it started, a second run reuses them and exits 0 at once, SIGTERM stops the first', async () => {
    const [smtp, mailbox, crm, payment] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const env = {
      LOCAL_SMTP_PORT: String(smtp),
      LOCAL_MAILBOX_PORT: String(mailbox),
      LOCAL_CRM_PORT: String(crm),
      LOCAL_PAYMENT_PORT: String(payment),
      LOCAL_PAYMENT_WEBHOOK_URL: 'http://127.0.0.1:9/api/payments/webhook',
      PAYMENT_API_KEY: 'sk_test_cli',
      PAYMENT_WEBHOOK_SECRET: 'whsec_cli',
    };
    const first = cli(env);
    running.push(first.child);
    expect((await first.printed(/Local payment provider: /)).split('\n').slice(0, 3)).toEqual([
      `Local mailbox: started at http://127.0.0.1:${mailbox}/ (the site's SMTP_URL: smtp://127.0.0.1:${smtp})`,
      `Local CRM inbox: started at http://127.0.0.1:${crm}/ (the site's CRM_URL: http://127.0.0.1:${crm}/servlet/servlet.WebToCase)`,
      `Local payment provider: started at http://127.0.0.1:${payment} (the site's PAYMENT_PROVIDER_URL: http://127.0.0.1:${payment})`,
    ]);

    const transport = nodemailer.createTransport({ url: `smtp://127.0.0.1:${smtp}` });
    await transport.sendMail({ from: 'shop@escapade.example', to: 'zoe@example.fr', subject: 'Votre code', text: 'x' });
    transport.close();
    expect(await first.printed(/\[mail\]/)).toContain(`[mail] to zoe@example.fr: Votre code (http://127.0.0.1:${mailbox}/mail/1)`);
    const listed = await mailListLines(`http://127.0.0.1:${mailbox}`);
    expect(listed.ok).toBe(true);
    expect(listed.lines[0]).toBe(`1 message in the local mailbox (http://127.0.0.1:${mailbox}/), the newest last:`);
    expect(listed.lines[1]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC  to zoe@example.fr  Votre code\\n    http://127.0.0.1:${mailbox}/mail/1$`));

    const second = cli(env);
    expect(await second.exit).toBe(0);
    expect(second.output.stdout).toContain(`Local mailbox: reused at http://127.0.0.1:${mailbox}/`);
    expect(second.output.stdout).toContain('Every local stand-in was already running');

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(await mailListLines(`http://127.0.0.1:${mailbox}`)).toEqual({
      ok: false,
      lines: [
        `No local mailbox is running at http://127.0.0.1:${mailbox}/ (nothing answers there).`,
        'Start one with `npm start` (demo mode starts it) or `node --import tsx scripts/local-services.ts`.',
        'If it runs on another port, set LOCAL_MAILBOX_PORT to that port.',
      ],
    });
  });

  it('stops at once with every bad setting named', async () => {
    const run = cli({ LOCAL_SMTP_PORT: '70000', LOCAL_CRM_PORT: '2526', PAYMENT_API_KEY: 'k' });
    expect(await run.exit).toBe(1);
    expect(run.output.stderr.split('\n')).toEqual([
      'The local stand-ins cannot start:',
      '  - LOCAL_SMTP_PORT: "70000" is not a port (a whole number from 1 to 65535).',
      '  - LOCAL_MAILBOX_PORT and LOCAL_CRM_PORT are both 2526: each stand-in needs its own port.',
      '  - PAYMENT_WEBHOOK_SECRET: set the secret the provider signs its webhooks with (the same as the site’s).',
      "  - LOCAL_PAYMENT_WEBHOOK_URL: required: the site's /api/payments/webhook, e.g. http://127.0.0.1:3000/api/payments/webhook.",
      '',
    ]);
  });
});

describe('localServicesSettings', () => {
  it('takes the default ports when none is set', () => {
    const settings = localServicesSettings({ PAYMENT_API_KEY: 'k', PAYMENT_WEBHOOK_SECRET: 's', LOCAL_PAYMENT_WEBHOOK_URL: 'http://127.0.0.1:3000/api/payments/webhook' });
    expect(settings).toEqual({
      ok: true,
      options: { smtpPort: 2525, mailboxPort: 2526, crmPort: 2527, paymentPort: 3005, payment: { apiKey: 'k', webhookSecret: 's', webhookUrl: 'http://127.0.0.1:3000/api/payments/webhook' } },
    });
  });

  it('refuses a webhook address that is not http(s)', () => {
    expect(localServicesSettings({ PAYMENT_API_KEY: 'k', PAYMENT_WEBHOOK_SECRET: 's', LOCAL_PAYMENT_WEBHOOK_URL: 'localhost:3000' })).toEqual({
      ok: false,
      problems: [`LOCAL_PAYMENT_WEBHOOK_URL: "localhost:3000" is not an http(s) address: the site's /api/payments/webhook, e.g. http://127.0.0.1:3000/api/payments/webhook.`],
    });
  });
});
