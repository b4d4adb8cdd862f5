// @ts-check
const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/testing/jest-setup.ts'],
  // react-style-singleton: as next.config.js's alias has it (the scroll lock's rules through the CSSOM).
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '^react-style-singleton$': '<rootDir>/src/lib/security/cssom-style-singleton.ts' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/bench/'],
  testTimeout: 30000,
  // Database suites wait on I/O (PostgreSQL, seeding): two workers keep both cores busy on a 2-core CI machine.
  maxWorkers: 2,
};

// react-intl, formatjs, react-leaflet, supercluster (with kdbush) and openid-client (with oauth4webapi and jose) are ESM only: transform them (next/jest ignores node_modules).
module.exports = async () => {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|react-leaflet|@react-leaflet|supercluster|kdbush|openid-client|oauth4webapi|jose)/)'],
  };
};
