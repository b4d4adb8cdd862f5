// The jest globals, typed from @jest/globals: @types/jest is not installed (it is not in package.json), and
// `next build` type-checks test files too. Importing from '@jest/globals' in a test file works the same way.
import type * as JestGlobals from '@jest/globals';
import type * as JestMock from 'jest-mock';

declare global {
  const describe: typeof JestGlobals.describe;
  const fdescribe: typeof JestGlobals.fdescribe;
  const xdescribe: typeof JestGlobals.xdescribe;
  const it: typeof JestGlobals.it;
  const fit: typeof JestGlobals.fit;
  const xit: typeof JestGlobals.xit;
  const test: typeof JestGlobals.test;
  const xtest: typeof JestGlobals.xtest;
  const expect: typeof JestGlobals.expect;
  // Hooks as lenient as @types/jest's: `afterEach(() => jest.useRealTimers())` returns a value and is fine.
  type Hook = (fn: (done: (error?: unknown) => void) => unknown, timeout?: number) => void;
  const beforeAll: Hook;
  const beforeEach: Hook;
  const afterAll: Hook;
  const afterEach: Hook;
  const jest: typeof JestGlobals.jest;
  // Types written `jest.Mock<...>` need a namespace beside the value.
  namespace jest {
    type Mock<T extends JestMock.FunctionLike = JestMock.UnknownFunction> = JestMock.Mock<T>;
    type Mocked<T extends object> = JestMock.Mocked<T>;
    type MockedFunction<T extends JestMock.FunctionLike> = JestMock.MockedFunction<T>;
    type SpiedFunction<T extends JestMock.FunctionLike> = JestMock.SpiedFunction<T>;
  }
}

