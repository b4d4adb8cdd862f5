// Test files import describe/it/expect/jest from '@jest/globals' (no @types/jest here): give that expect the jest-dom matchers.
import '@testing-library/jest-dom/jest-globals';
