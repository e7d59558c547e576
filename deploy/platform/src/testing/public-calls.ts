/** Test helper: GET calls to the public routes of a platform fixture, with the checks every answer needs. */
import type { z } from 'zod';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import type { PlatformFixture } from './platform-fixture';

/** Markup a bad input may carry; a refusal must never echo it. */
export const SCRIPT = '<script>alert(1)</script>';
export const encodedScript = encodeURIComponent(SCRIPT);

/** `fixture` is read at call time, so the helpers can be made before `beforeAll` opens it. */
export function publicCalls(fixture: () => PlatformFixture) {
  /** A 200 JSON answer, parsed by `schema`; its value. */
  async function getValue<S extends z.ZodType>(url: string, schema: S, headers: Record<string, string> = {}): Promise<z.output<S>> {
    const response = await fixture().call({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return (okEnvelope(schema).parse(response.json()) as { value: z.output<S> }).value;
  }

  /** Asserts the 400 VALIDATION envelope naming `field`, and that no input is echoed back. */
  async function expectRejected(url: string, field: string, echo?: string): Promise<void> {
    const response = await fixture().call({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    const body = ErrorEnvelopeSchema.parse(response.json());
    expect(body).toMatchObject({ success: false, value: null, errorCode: 'VALIDATION', field });
    expect(body.message.startsWith(`${field}: `)).toBe(true);
    if (echo) expect(response.body).not.toContain(echo);
  }

  /** A generated picture: SVG, cached for a day; its text. */
  async function svg(url: string): Promise<string> {
    const response = await fixture().call({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    return response.body;
  }

  /** A picture that does not exist (404) or a malformed id or code (400, naming it), never echoing markup. */
  async function expectPictureRefused(url: string, status: 400 | 404): Promise<void> {
    const response = await fixture().call({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    const body = ErrorEnvelopeSchema.parse(response.json());
    expect(body.errorCode).toBe(status === 400 ? 'VALIDATION' : 'NOT_FOUND');
    if (status === 400) expect(body.field).toMatch(/^(id|code)$/);
    expect(response.body).not.toContain('<script>');
  }

  return { getValue, expectRejected, svg, expectPictureRefused };
}
