// Defaults that let `npm start` run with no environment at all. Deployments set real values.
// The root is nervus.localhost, not localhost: browsers resolve every *.localhost name to loopback,
// but keep a cookie for Domain=localhost host-only, so a session would not reach the communities.
export const DEV_DEFAULTS = {
  rootDomain: 'nervus.localhost:3000',
  webUrl: 'http://nervus.localhost:3000',
  providerApiUrl: 'http://127.0.0.1:4010',
  accountsUrl: 'http://localhost:4010',
  oauthClientId: 'nervus-web',
  oauthClientSecret: 'nervus-dev-client-secret-change-me',
  uploadSigningSecret: 'nervus-dev-upload-signing-secret-change-me',
  sessionSecret: 'nervus-dev-session-secret-change-me-0123456789',
} as const;
