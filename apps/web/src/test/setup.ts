import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetLanguageForTests } from '@/lib/i18n/language';

// Routes are lazy-loaded: on a busy 2-core CI machine the first import of a route's chunk can take
// longer than Testing Library's 1 s default for findBy*. Waiting longer only slows a failing test.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  resetLanguageForTests();
  window.history.replaceState(null, '', '/');
});
