// Small helpers for the auth tests.
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';

export const AUTH = '/api/v1/auth';

/** Asserts the failure body { error: { code, message } } word for word. */
export function expectError(res: LightMyRequestResponse, status: number, message: string, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.error.message).toBe(message);
  if (code) expect(body.error.code).toBe(code);
}

/** A distinct client address, for an app built with TRUST_PROXY naming the test's loopback peer. */
export const from = (ip: string) => ({ 'x-forwarded-for': ip });
