// Two projects: `unit` (pure rules and components) and `provider` (API against a real Postgres
// engine: in-process PGlite, or the server named by DATABASE_URL).
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];
const SANITIZE_ESM = '(htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)';
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/unit/empty-module.cjs',
    '\\.css$': '<rootDir>/tests/unit/empty-module.cjs',
  },
  // sanitize-html 2.17.6+ brings ESM-only htmlparser2 12 and its dom* helpers: compiled like marked.
  transformIgnorePatterns: [
    `/node_modules/(?!(marked|request-filtering-agent|@tiptap/markdown/node_modules/marked|sanitize-html/node_modules/${SANITIZE_ESM}|${SANITIZE_ESM})/)`,
  ],
};

module.exports = {
  testTimeout: 60000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
    },
    {
      ...common,
      displayName: 'provider',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/provider/**/*.test.ts'],
      // A folder for the run's database snapshots (tests/provider/harness.ts), removed at the end.
      globalSetup: '<rootDir>/tests/provider/global-setup.mjs',
      globalTeardown: '<rootDir>/tests/provider/global-teardown.mjs',
    },
  ],
};
