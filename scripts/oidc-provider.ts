// A real OpenID Connect provider for customer care in development and the end-to-end tests (docs/customer-care.md):
// oidc-provider with a login form for two test agents, authorization code + PKCE, keeping what it issues (sessions,
// grants, codes, tokens and its signing key) in a JSON file, so a restart keeps the agents signed in. Never started by
// the production server: start it yourself, or let the Playwright harness start it.
//   OIDC_PROVIDER_PORT=3008 OIDC_PROVIDER_REDIRECT_URIS=http://localhost:3000/api/customer-care/callback \
//     node --import tsx scripts/oidc-provider.ts
// Then start the site with CUSTOMER_CARE=on OIDC_ISSUER_URL=http://127.0.0.1:3008 OIDC_CLIENT_ID=escapade-care
// OIDC_CLIENT_SECRET=escapade-care-local-secret (the defaults below).
import { generateKeyPairSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import Provider, { type Adapter, type AdapterPayload, type KoaContextWithOIDC } from 'oidc-provider';

const port = Number(process.env.OIDC_PROVIDER_PORT || 3008);
const issuer = (process.env.OIDC_PROVIDER_ISSUER || `http://127.0.0.1:${port}`).replace(/\/+$/, '');
const clientId = process.env.OIDC_PROVIDER_CLIENT_ID || 'escapade-care';
const clientSecret = process.env.OIDC_PROVIDER_CLIENT_SECRET || 'escapade-care-local-secret';
const redirectUris = (process.env.OIDC_PROVIDER_REDIRECT_URIS || 'http://localhost:3000/api/customer-care/callback').split(',').map((u) => u.trim()).filter(Boolean);
const storeFile = process.env.OIDC_PROVIDER_STORE || `data/oidc-provider-${port}.json`;

/** The test agents (development only): user name → password and the claims the site receives. */
const TEST_AGENTS: Record<string, { password: string; name: string; email: string }> = {
  'agent.alice': { password: 'alice-care-2026', name: 'Alice Martin', email: 'alice.martin@care.escapade.example' },
  'agent.bruno': { password: 'bruno-care-2026', name: 'Bruno Rossi', email: 'bruno.rossi@care.escapade.example' },
};

// ---- What it issues, kept in one JSON file (written whole, through a temporary file, after every change) ----

type Entry = { payload: AdapterPayload; expiresAt: number | null };
type Stored = { signingKey?: Record<string, unknown>; cookieKey?: string; entries: Record<string, Entry> };

function load(): Stored {
  try {
    const stored = JSON.parse(readFileSync(storeFile, 'utf8')) as Stored;
    return { ...stored, entries: stored.entries ?? {} };
  } catch {
    return { entries: {} };
  }
}

const stored = load();
const save = () => {
  const now = Date.now();
  for (const [key, entry] of Object.entries(stored.entries)) if (entry.expiresAt !== null && entry.expiresAt <= now) delete stored.entries[key];
  mkdirSync(dirname(storeFile), { recursive: true });
  writeFileSync(`${storeFile}.tmp`, JSON.stringify(stored));
  renameSync(`${storeFile}.tmp`, storeFile);
};

class FileAdapter implements Adapter {
  constructor(private readonly model: string) {}

  private key = (id: string) => `${this.model}:${id}`;

  private live(key: string): AdapterPayload | undefined {
    const entry = stored.entries[key];
    if (!entry || (entry.expiresAt !== null && entry.expiresAt <= Date.now())) return undefined;
    return entry.payload;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    stored.entries[this.key(id)] = { payload, expiresAt: typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : null };
    save();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.live(this.key(id));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return Object.keys(stored.entries)
      .filter((key) => key.startsWith(`${this.model}:`))
      .map((key) => this.live(key))
      .find((payload) => payload?.userCode === userCode);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return Object.keys(stored.entries)
      .filter((key) => key.startsWith(`${this.model}:`))
      .map((key) => this.live(key))
      .find((payload) => payload?.uid === uid);
  }

  async consume(id: string): Promise<void> {
    const entry = stored.entries[this.key(id)];
    if (entry) {
      entry.payload.consumed = Math.floor(Date.now() / 1000);
      save();
    }
  }

  async destroy(id: string): Promise<void> {
    delete stored.entries[this.key(id)];
    save();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [key, entry] of Object.entries(stored.entries)) if (entry.payload.grantId === grantId) delete stored.entries[key];
    save();
  }
}

// ---- Keys: made once, kept with the rest ----

if (!stored.signingKey) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  stored.signingKey = { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' };
}
stored.cookieKey ??= randomBytes(32).toString('base64url');
save();

// ---- The provider ----

const provider = new Provider(issuer, {
  adapter: FileAdapter,
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: redirectUris,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  pkce: { required: () => true },
  claims: { openid: ['sub'], profile: ['name'], email: ['email'] },
  // The name travels in the ID token too, as most company identity providers send it.
  conformIdTokenClaims: false,
  async findAccount(_ctx: KoaContextWithOIDC, id: string) {
    const agent = TEST_AGENTS[id];
    return agent ? { accountId: id, claims: async () => ({ sub: id, name: agent.name, email: agent.email }) } : undefined;
  },
  // The site is the provider's own first-party client: no consent screen, the grant is made at sign-in.
  async loadExistingGrant(ctx: KoaContextWithOIDC) {
    const { client, session, result } = ctx.oidc;
    if (!client || !session?.accountId) return undefined;
    const grantId = (result?.consent as { grantId?: string } | undefined)?.grantId ?? session.grantIdFor(client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    grant.addOIDCScope('openid profile email');
    await grant.save();
    return grant;
  },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
  cookies: { keys: [stored.cookieKey] },
  jwks: { keys: [stored.signingKey as never] },
  ttl: { Session: 8 * 3600, Interaction: 600, AuthorizationCode: 60, AccessToken: 3600, IdToken: 3600, Grant: 8 * 3600 },
});

// ---- The login form ----

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, problem?: string, username = ''): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in · Escapade customer care (local identity provider)</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1d1d26}main{max-width:360px;margin:10vh auto;padding:24px;background:#fff;border-radius:8px}
label{display:block;margin-top:16px;font-weight:600}input{display:block;width:100%;box-sizing:border-box;margin-top:4px;padding:10px;font-size:16px;border:1px solid #6b6b78;border-radius:4px}
button{margin-top:24px;padding:10px 20px;font-size:16px;background:#1d1d26;color:#fff;border:0;border-radius:4px;cursor:pointer}p[role=alert]{color:#a4161a;font-weight:600}</style></head>
<body><main><h1>Escapade customer care</h1><p>Local identity provider: sign in with a test agent.</p>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="username">User name</label><input id="username" name="username" autocomplete="username" required value="${escapeHtml(username)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form></main></body></html>`;
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) req.destroy();
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) return send(res, 400, loginPage(uid, 'This sign-in has expired: go back to the site and sign in again.'));
  if (details.prompt.name !== 'login') {
    // Consent is never asked of the first-party client (loadExistingGrant): finish with the grant it made.
    return provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
  }
  if (req.method === 'GET' && !action) return send(res, 200, loginPage(uid));
  if (req.method === 'POST' && action === 'login') {
    const form = await readForm(req);
    const username = (form.get('username') ?? '').trim();
    const agent = TEST_AGENTS[username];
    if (!agent || !sameSecret(form.get('password') ?? '', agent.password)) return send(res, 401, loginPage(uid, 'Wrong user name or password.', username));
    return provider.interactionFinished(req, res, { login: { accountId: username } }, { mergeWithLastSubmission: false });
  }
  send(res, 405, loginPage(uid, 'Use the form.'));
}

const handle = provider.callback();
const server = createServer((req, res) => {
  const match = /^\/interaction\/([\w-]+)(?:\/(\w+))?\/?$/.exec(new URL(req.url ?? '/', issuer).pathname);
  if (req.url === '/health') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  if (!match) return void handle(req, res);
  interaction(req, res, match[1], match[2]).catch((error: unknown) => {
    console.error('[oidc-provider] interaction failed', error);
    if (!res.headersSent) send(res, 400, loginPage(match[1], 'This sign-in has expired: go back to the site and sign in again.'));
  });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Local OpenID Connect provider: ${issuer} (OIDC_ISSUER_URL), client ${clientId}, redirects to ${redirectUris.join(', ')}, keeps what it issues in ${storeFile}`);
  console.log(`Test agents: ${Object.keys(TEST_AGENTS).join(', ')}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
