// Production refuses to start with a development default secret (issue 15 item 3, DESIGN.md).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { DEV_DEFAULTS } from '@/lib/dev-defaults';
import { defaultSecretProblems, isLocalDevelopmentSite } from '@/lib/production-secrets';
import { register } from '@/instrumentation';

const OWN = {
  SESSION_SECRET: 'a-real-session-secret-of-at-least-32-characters',
  OAUTH_CLIENT_SECRET: 'a-real-oauth-client-secret',
  UPLOAD_SIGNING_SECRET: 'a-real-upload-signing-secret',
};
const ALL = ['SESSION_SECRET', 'OAUTH_CLIENT_SECRET', 'UPLOAD_SIGNING_SECRET'] as const;

describe('isLocalDevelopmentSite', () => {
  it.each([
    [{}, true],
    [{ ROOT_DOMAIN: 'nervus.localhost:3000', WEB_URL: 'http://nervus.localhost:3000' }, true],
    [{ ROOT_DOMAIN: 'localhost:3000', WEB_URL: 'http://localhost:3000' }, true],
    [{ ROOT_DOMAIN: 'nervus.localhost:3100', WEB_URL: 'http://nervus.localhost:3100' }, true],
    [{ ROOT_DOMAIN: 'nervus.test:3100', WEB_URL: 'http://nervus.test:3100' }, false],
    [{ ROOT_DOMAIN: 'nervus.localhost:3000', WEB_URL: 'https://nervus.localhost:3000' }, false],
    [{ ROOT_DOMAIN: 'nervus.example.com', WEB_URL: 'http://nervus.example.com' }, false],
    [{ ROOT_DOMAIN: 'localhost.example.com', WEB_URL: 'http://localhost.example.com' }, false],
  ])('%j -> %s', (env, local) => {
    expect(isLocalDevelopmentSite(env)).toBe(local);
  });
});

describe('defaultSecretProblems', () => {
  const production = { ROOT_DOMAIN: 'nervus.example.com', WEB_URL: 'https://nervus.example.com' };

  it('lets a local development start use every default', () => {
    expect(defaultSecretProblems({}, ALL)).toEqual([]);
  });

  it('names each unset or default secret on a production site', () => {
    const problems = defaultSecretProblems(
      { ...production, SESSION_SECRET: OWN.SESSION_SECRET, OAUTH_CLIENT_SECRET: DEV_DEFAULTS.oauthClientSecret },
      ALL,
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^OAUTH_CLIENT_SECRET is the built-in development value/);
    expect(problems[1]).toMatch(/^UPLOAD_SIGNING_SECRET is the built-in development value/);
  });

  it('accepts a production site with secrets of its own', () => {
    expect(defaultSecretProblems({ ...production, ...OWN }, ALL)).toEqual([]);
  });

  it('checks only the secrets a process uses', () => {
    expect(
      defaultSecretProblems({ ...production, UPLOAD_SIGNING_SECRET: OWN.UPLOAD_SIGNING_SECRET }, [
        'UPLOAD_SIGNING_SECRET',
      ]),
    ).toEqual([]);
  });
});

describe('web start (instrumentation register)', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    jest.restoreAllMocks();
  });

  it('exits with the variable named when an https site keeps the default session secret', async () => {
    process.env = {
      ...saved,
      NEXT_RUNTIME: 'nodejs',
      WEB_URL: 'https://nervus.example.com',
      ROOT_DOMAIN: 'nervus.example.com',
    };
    process.env.OAUTH_CLIENT_SECRET = OWN.OAUTH_CLIENT_SECRET;
    delete process.env.SESSION_SECRET;
    delete process.env.SENTRY_DSN;
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await register();
    expect(exit).toHaveBeenCalledWith(1);
    expect(error.mock.calls.join('\n')).toContain('SESSION_SECRET is the built-in development value');
  });

  it('starts on localhost with no configuration', async () => {
    process.env = { ...saved, NEXT_RUNTIME: 'nodejs' };
    for (const name of ['WEB_URL', 'ROOT_DOMAIN', 'SESSION_SECRET', 'OAUTH_CLIENT_SECRET', 'SENTRY_DSN'])
      delete process.env[name];
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    await register();
    expect(exit).not.toHaveBeenCalled();
  });
});

describe('provider start (a real process)', () => {
  it('refuses a production start with the default upload secret and names it', () => {
    const root = path.resolve(__dirname, '../../..');
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/provider/main.ts'],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 50_000,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          WEB_URL: 'https://nervus.example.com',
          ROOT_DOMAIN: 'nervus.example.com',
          OAUTH_CLIENT_SECRET: OWN.OAUTH_CLIENT_SECRET,
          // A database folder that must never be created: the check runs before the database opens.
          DATABASE_URL: path.join(root, '.data', 'never-opened-by-refused-start'),
          PROVIDER_PORT: '0',
        },
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      '[provider] refusing to start: UPLOAD_SIGNING_SECRET is the built-in development value',
    );
    expect(run.stderr).not.toContain('OAUTH_CLIENT_SECRET is');
  });
});
