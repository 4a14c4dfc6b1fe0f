import { expect, it } from 'vitest';
import './zod-config';
import { config } from 'zod';

it('tells zod not to compile parsers with new Function (the CSP forbids eval)', () => {
  expect(config().jitless).toBe(true);
});
