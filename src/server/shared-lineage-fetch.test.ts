import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { layeredAnswer } from '../domain/graph/layered-test-graph.ts';
import { firstDrawingOfBody } from './first-drawing.ts';
import type { LineageRead } from './lineage-reader.ts';
import { createSharedLineageFetch } from './shared-lineage-fetch.ts';

const request = (url: string, headers: Record<string, string> = {}): IncomingMessage => ({ method: 'GET', url, headers }) as unknown as IncomingMessage;

function response(): ServerResponse & { done: Promise<{ status: number; body: string }> } {
  let status = 0;
  let finish: (v: { status: number; body: string }) => void = () => undefined;
  const done = new Promise<{ status: number; body: string }>((ok) => (finish = ok));
  return {
    done,
    writeHead: (s: number) => void (status = s),
    end: (body?: Buffer | string) => finish({ status, body: body?.toString() ?? '' }),
  } as unknown as ServerResponse & { done: Promise<{ status: number; body: string }> };
}

const read = (status: number, text: string): Promise<LineageRead> => Promise.resolve({ status, text, answer: null });

const query = { nodeId: 'dataset:ns:a', depth: 3 };
const pageUrl = `/api/v1/lineage?nodeId=${encodeURIComponent(query.nodeId)}&depth=3`;

describe('one /lineage read for a page and its own request', () => {
  it('answers the page’s request once from the read made for its HTML, then leaves requests to the backend', async () => {
    let reads = 0;
    const shared = createSharedLineageFetch(() => (reads++, read(200, '{"graph":[]}')));
    const page = request('/lineage', { cookie: 'c=1' });
    expect((await shared.forPage(query, page)).text).toBe('{"graph":[]}');
    const res = response();
    expect(shared.serve(request(pageUrl, { cookie: 'c=1' }), res, () => undefined)).toBe(true);
    expect(await res.done).toEqual({ status: 200, body: '{"graph":[]}' });
    expect(shared.serve(request(pageUrl, { cookie: 'c=1' }), response(), () => undefined)).toBe(false);
    expect(reads).toBe(1);
  });

  it('never answers another caller, another query, or once the page carries the answer', async () => {
    const shared = createSharedLineageFetch(() => read(200, '{}'));
    const page = request('/lineage', { cookie: 'c=1' });
    await shared.forPage(query, page);
    expect(shared.serve(request(pageUrl, { cookie: 'c=2' }), response(), () => undefined)).toBe(false);
    expect(shared.serve(request(`${pageUrl}&extra=1`, { cookie: 'c=1' }), response(), () => undefined)).toBe(false);
    expect(shared.serve(request(pageUrl.replace('depth=3', 'depth=4'), { cookie: 'c=1' }), response(), () => undefined)).toBe(false);
    shared.release(query, page);
    expect(shared.serve(request(pageUrl, { cookie: 'c=1' }), response(), () => undefined)).toBe(false);
  });

  it('answers the page’s request with the body as soon as it is in, not once the gate is through', async () => {
    let gated: (read: LineageRead) => void = () => undefined;
    const shared = createSharedLineageFetch((_query, _req, _onHeaders, onBody) => {
      setTimeout(() => onBody?.(200, '{"graph":[1]}'), 5);
      return new Promise((ok) => (gated = ok));
    });
    const bodies: string[] = [];
    const reading = shared.forPage(query, request('/lineage'), undefined, (_status, text) => void bodies.push(text));
    const res = response();
    expect(shared.serve(request(pageUrl), res, () => undefined)).toBe(true);
    expect(await res.done).toEqual({ status: 200, body: '{"graph":[1]}' });
    expect(bodies).toEqual(['{"graph":[1]}']);
    gated({ status: 200, text: '{"graph":[1]}', answer: null });
    expect((await reading).text).toBe('{"graph":[1]}');
  });

  it('sends the page’s request on to the backend when the held read failed', async () => {
    const shared = createSharedLineageFetch(() => read(404, '{"code":404}'));
    expect((await shared.forPage(query, request('/lineage'))).status).toBe(404);
    let forwarded = false;
    expect(shared.serve(request(pageUrl), response(), () => (forwarded = true))).toBe(true);
    await expect.poll(() => forwarded).toBe(true);
  });
});

describe('a large view’s first drawing handed to its page', () => {
  const { answer, focusId } = layeredAnswer(2_000);
  const big = { nodeId: focusId, depth: 20 };
  const search = `?node=${encodeURIComponent(focusId)}&depth=20&dir=full`;
  const handOverUrl = (q = big) => `/api/tributary/first-drawing?${new URLSearchParams({ nodeId: q.nodeId, depth: String(q.depth), search }).toString()}`;
  const text = JSON.stringify(answer);

  it('answers with the drawn nodes and the cap once the read is in, and keeps the read for the page’s /lineage', async () => {
    const shared = createSharedLineageFetch(() => Promise.resolve({ status: 200, text, answer }), { handOverAboveBytes: 1_000 });
    void shared.forPage(big, request('/lineage', { cookie: 'c=1' }));
    const res = response();
    expect(shared.serve(request(handOverUrl(), { cookie: 'c=1' }), res, () => undefined)).toBe(true);
    const { status, body } = await res.done;
    expect(status).toBe(200);
    const drawing = JSON.parse(body) as { answer: { graph: unknown[] }; cap: { hiddenNodes: number; totalNodes: number } };
    expect(drawing.cap.totalNodes).toBe(answer.graph.length);
    expect(drawing.answer.graph.length + drawing.cap.hiddenNodes).toBe(answer.graph.length);
    expect(drawing.answer.graph.length).toBeLessThan(answer.graph.length / 3);
    const lineage = response();
    const lineageUrl = `/api/v1/lineage?nodeId=${encodeURIComponent(focusId)}&depth=20`;
    expect(shared.serve(request(lineageUrl, { cookie: 'c=1' }), lineage, () => undefined)).toBe(true);
    expect((await lineage.done).body).toBe(text);
  });

  it('answers a re-visit as soon as the body is in, not once the read’s gate is through', async () => {
    const seen = firstDrawingOfBody(text, big, search, answer);
    const shared = createSharedLineageFetch(
      (_query, _req, _onHeaders, onBody) => {
        setTimeout(() => onBody?.(200, text), 5);
        // The gate never ends: the hand-over must not wait for it.
        return new Promise(() => undefined);
      },
      { handOverAboveBytes: 1_000 },
    );
    void shared.forPage(big, request('/lineage'));
    const res = response();
    shared.serve(request(handOverUrl()), res, () => undefined);
    expect(await res.done).toEqual({ status: 200, body: seen?.handOver() });
  });

  it('answers 204 without a read held for that caller, or for an answer the page could carry', async () => {
    const shared = createSharedLineageFetch(() => Promise.resolve({ status: 200, text, answer }));
    const none = response();
    expect(shared.serve(request(handOverUrl()), none, () => undefined)).toBe(true);
    expect((await none.done).status).toBe(204);
    void shared.forPage(big, request('/lineage', { cookie: 'c=1' }));
    const other = response();
    shared.serve(request(handOverUrl(), { cookie: 'c=2' }), other, () => undefined);
    expect((await other.done).status).toBe(204);
    // Under the size a page carries (8 MB by default): the page reads the answer itself, at once.
    const small = response();
    shared.serve(request(handOverUrl(), { cookie: 'c=1' }), small, () => undefined);
    expect((await small.done).status).toBe(204);
  });
});
