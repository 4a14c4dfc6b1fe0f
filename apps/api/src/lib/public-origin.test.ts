import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { publicOrigin } from './public-origin.js';

const APP_URL = 'https://pango.example';

describe('publicOrigin', () => {
  const req = { protocol: 'http', get: () => 'localhost:5173' } as unknown as Request;

  it('uses APP_URL when set, the request origin only outside production', () => {
    expect(publicOrigin({ NODE_ENV: 'production', APP_URL: `${APP_URL}/` }, req)).toBe(APP_URL);
    expect(publicOrigin({ NODE_ENV: 'development', APP_URL: undefined }, req)).toBe(
      'http://localhost:5173',
    );
    expect(() => publicOrigin({ NODE_ENV: 'production', APP_URL: undefined }, req)).toThrow(
      /APP_URL is required in production/,
    );
  });
});
