// Worker-thread entry of the columnar index build (see build-worker.ts): the TypeScript sources are loaded
// through tsx, as the start scripts do, so the build runs from source even inside the bundled Next.js server.
require('tsx/cjs/api').register();
require('./build-worker.ts');
