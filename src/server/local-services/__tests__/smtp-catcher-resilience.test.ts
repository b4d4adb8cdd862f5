/** @jest-environment node */
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import nodemailer from 'nodemailer';
import { startSmtpCatcher, type SmtpCatcher } from '../smtp-catcher';

/** Reads the server's answers line by line, so each command waits for its reply as a client does. */
function smtpDialogue(socket: Socket) {
  let buffered = '';
  const waiting: ((line: string) => void)[] = [];
  socket.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    let end: number;
    while ((end = buffered.indexOf('\r\n')) >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      // Multi-line replies (250-…) end with a line whose code is followed by a space.
      if (/^\d{3} /.test(line)) waiting.shift()?.(line);
    }
  });
  const reply = () => new Promise<string>((resolve) => waiting.push(resolve));
  return {
    greeting: reply(),
    send: (command: string) => {
      const answer = reply();
      socket.write(`${command}\r\n`);
      return answer;
    },
  };
}

let catcher: SmtpCatcher | undefined;
afterEach(async () => {
  await catcher?.close();
  catcher = undefined;
});

// The site's process killed while it sends a mail: the catcher keeps running and catches the next one (issue 30).
describe('the SMTP catcher', () => {
  it('survives a client that drops its connection in the middle of a message', async () => {
    catcher = await startSmtpCatcher();
    const socket = connect(catcher.port, '127.0.0.1');
    const smtp = smtpDialogue(socket);
    expect(await smtp.greeting).toMatch(/^220 /);
    expect(await smtp.send('EHLO killed.example')).toMatch(/^250 /);
    expect(await smtp.send('MAIL FROM:<shop@escapade.example>')).toMatch(/^250 /);
    expect(await smtp.send('RCPT TO:<lost@example.com>')).toMatch(/^250 /);
    expect(await smtp.send('DATA')).toMatch(/^354 /);
    socket.write('Subject: half a message\r\n\r\nThe sender dies before the end');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A connection reset, as the kernel sends for a process killed mid-send.
    socket.resetAndDestroy();
    await new Promise((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));

    const transport = nodemailer.createTransport({ url: catcher.url });
    await transport.sendMail({ from: 'shop@escapade.example', to: 'next@example.com', subject: 'The next one', text: 'Caught.' });
    transport.close();

    const [mail] = await catcher.waitForMessages(1);
    expect(catcher.messages).toHaveLength(1);
    expect(mail).toMatchObject({ to: ['next@example.com'], subject: 'The next one' });
  });
});
