import type { IncomingMessage } from 'node:http';

/** Marquez sits behind Jetty's default form limits; 5 MB is the emulator's cap (issue 3). */
export const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

export type BodyResult = { ok: true; body: string } | { ok: false; reason: 'too-large' | 'aborted' };

/**
 * Reads a request body up to `limit` bytes. Over the limit it stops buffering (the rest is drained and dropped);
 * a client that goes away mid-upload resolves as `aborted` instead of throwing, so the server keeps serving.
 */
export function readBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<BodyResult> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      resolve({ ok: false, reason: 'too-large' });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (r: BodyResult) => {
      if (settled) return;
      settled = true;
      resolve(r);
    };
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        settle({ ok: false, reason: 'too-large' });
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => settle({ ok: true, body: Buffer.concat(chunks).toString('utf8') }));
    req.on('aborted', () => settle({ ok: false, reason: 'aborted' }));
    req.on('error', () => settle({ ok: false, reason: 'aborted' }));
    req.on('close', () => settle({ ok: false, reason: 'aborted' }));
  });
}
