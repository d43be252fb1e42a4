import { execFile } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { EXIT, parseCatalogArgs, runCatalogCli, table, termSafe } from './catalog-cli.ts';
import type { FetchLike } from '../api/client.ts';
import { renderBoundaries } from './render-boundaries.ts';
import { renderCoverage } from './render-coverage.ts';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) } };
}

// A two-dataset Marquez: one Kafka topic under two first bootstrap servers.
const fakeMarquez: FetchLike = async (url) => {
  // Decoded: the gateway's path encoding (`:` kept, `/` escaped) is its own business.
  const path = decodeURIComponent(new URL(url).pathname) + new URL(url).search;
  const ds = (ns: string) => ({ id: { namespace: ns, name: 'orders' }, namespace: ns, name: 'orders', fields: [], facets: {} });
  const answers: Record<string, unknown> = {
    '/api/v1/namespaces?limit=100&offset=0': { namespaces: [{ name: 'kafka://b1:9092' }, { name: 'kafka://b2:9092' }] },
    '/api/v1/namespaces/kafka://b1:9092/datasets?limit=100&offset=0': { datasets: [ds('kafka://b1:9092')], totalCount: 1 },
    '/api/v1/namespaces/kafka://b2:9092/datasets?limit=100&offset=0': { datasets: [ds('kafka://b2:9092')], totalCount: 1 },
    '/api/v1/namespaces/kafka://b1:9092/jobs?limit=100&offset=0': { jobs: [], totalCount: 0 },
    '/api/v1/namespaces/kafka://b2:9092/jobs?limit=100&offset=0': { jobs: [], totalCount: 0 },
    '/api/v1/namespaces/kafka://b1:9092/datasets/orders': ds('kafka://b1:9092'),
    '/api/v1/namespaces/kafka://b2:9092/datasets/orders': ds('kafka://b2:9092'),
  };
  const body = answers[path];
  return { ok: body !== undefined, status: body === undefined ? 404 : 200, text: async () => JSON.stringify(body ?? { code: 404, message: 'not found' }) };
};

const boundaries = { command: 'boundaries', summary: 's', render: renderBoundaries };

describe('parseCatalogArgs', () => {
  it('accepts --marquez <url> and --json', () => {
    const runs = { view: 'runs', since: null, until: null };
    expect(parseCatalogArgs(['--marquez', 'http://localhost:5000/', '--json'])).toEqual({ marquez: 'http://localhost:5000', json: true, help: false, ...runs });
    expect(parseCatalogArgs(['--marquez=https://m.example/api'])).toEqual({ marquez: 'https://m.example/api', json: false, help: false, ...runs });
  });

  it('takes $MARQUEZ_URL when --marquez is not given, as the other tools do', () => {
    expect(parseCatalogArgs([], { MARQUEZ_URL: 'http://env:5000' })).toMatchObject({ marquez: 'http://env:5000', help: false });
    expect(parseCatalogArgs(['--marquez', 'http://flag'], { MARQUEZ_URL: 'http://env:5000' })).toMatchObject({ marquez: 'http://flag' });
  });

  it('takes the lineage view and the run-level window', () => {
    expect(parseCatalogArgs(['--marquez', 'http://m', '--view', 'marquez', '--since', '2026-11-01', '--until', '2026-11-24T06:00:00Z'])).toMatchObject({
      view: 'marquez',
      since: '2026-11-01T00:00:00.000Z',
      until: '2026-11-24T06:00:00.000Z',
    });
    expect(parseCatalogArgs(['--marquez', 'http://m', '--view', 'both'])).toEqual({ error: '--view must be runs or marquez, got "both".' });
    expect(parseCatalogArgs(['--marquez', 'http://m', '--since', 'yesterday'])).toEqual({ error: '--since must be an ISO date or time, got "yesterday".' });
  });

  it.each([
    [[], /--marquez <url> is required/],
    [['--marquez'], /argument missing|--marquez/],
    [['--marquez', 'localhost:5000'], /http\(s\) URL/],
    [['--marquez', 'not a url'], /--marquez must be an http\(s\) URL, got "not a url"/],
    [['--marquez', 'http://x', '--jsno'], /Unknown option '--jsno'/],
    [['--marquez', 'http://x', 'extra'], /positional/],
  ])('rejects %j with a clear message', (argv, message) => {
    const result = parseCatalogArgs(argv);
    expect('error' in result && result.error).toMatch(message);
  });
});

describe('runCatalogCli', () => {
  it('exits 2 with the message and usage on bad arguments, without calling Marquez', async () => {
    const { err, io } = capture();
    let called = false;
    const code = await runCatalogCli(boundaries, ['--json'], { ...io, fetch: async () => ((called = true), Promise.reject(new Error('no'))) });
    expect(code).toBe(EXIT.usage);
    expect(err.join('\n')).toMatch(/boundaries: --marquez <url> is required[\s\S]*Usage: npm run boundaries -- --marquez <url> \[--json\]/);
    expect(called).toBe(false);
  });

  it('says clearly when Marquez does not answer', async () => {
    const { out, err, io } = capture();
    const refused: FetchLike = () =>
      Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }));
    const code = await runCatalogCli(boundaries, ['--marquez', 'http://127.0.0.1:9'], { ...io, fetch: refused });
    expect(code).toBe(EXIT.marquez);
    expect(err.join('')).toBe('boundaries: Marquez at http://127.0.0.1:9 did not answer (ECONNREFUSED) — is it running, and is --marquez right?');
    expect(out).toEqual([]);
  });

  it('says so when the URL answers something that is not Marquez', async () => {
    const { err, io } = capture();
    const html: FetchLike = async () => ({ ok: true, status: 200, text: async () => '<html>' });
    expect(await runCatalogCli(boundaries, ['--marquez', 'http://x'], { ...io, fetch: html })).toBe(EXIT.marquez);
    expect(err.join('')).toMatch(/not its API/);
  });

  it('prints the candidate list as JSON or as a table', async () => {
    const json = capture();
    expect(await runCatalogCli(boundaries, ['--marquez', 'http://m', '--json'], { ...json.io, fetch: fakeMarquez })).toBe(EXIT.ok);
    const list = JSON.parse(json.out.join('')) as { rule: string; a: unknown; b: unknown }[];
    expect(list.map((c) => [c.rule, c.a, c.b])).toEqual([
      ['kafka-bootstrap', { namespace: 'kafka://b1:9092', name: 'orders' }, { namespace: 'kafka://b2:9092', name: 'orders' }],
    ]);

    const text = capture();
    await runCatalogCli(boundaries, ['--marquez', 'http://m'], { ...text.io, fetch: fakeMarquez });
    expect(text.out.join('')).toMatch(/^1 stitch candidate \(2 datasets, 0 jobs\):[\s\S]*kafka-bootstrap[\s\S]*fix: .*namespaceResolvers/);
  });

  it('prints the coverage JSON contract', async () => {
    const { out, io } = capture();
    await runCatalogCli({ command: 'coverage', summary: 's', render: renderCoverage }, ['--marquez', 'http://m', '--json'], { ...io, fetch: fakeMarquez });
    expect(JSON.parse(out.join(''))).toEqual({ engines: [], jobs: [], degradePoints: [] });
  });
});

describe('the catalog through the one Marquez gateway', () => {
  it('keeps the list row when one dataset GET fails, instead of failing the analysis', async () => {
    const failingGet: FetchLike = async (url, init) =>
      url.endsWith('/datasets/orders') && url.includes('b2') ? { ok: false, status: 500, text: async () => '{"code":500}' } : fakeMarquez(url, init);
    const { out, io } = capture();
    expect(await runCatalogCli(boundaries, ['--marquez', 'http://m', '--json', '--view', 'marquez'], { ...io, fetch: failingGet })).toBe(EXIT.ok);
    expect(JSON.parse(out.join(''))).toHaveLength(1);
  });

  it('fails with the status and the endpoint when a list call fails', async () => {
    const failingList: FetchLike = async (url, init) =>
      url.includes('/jobs?') ? { ok: false, status: 503, text: async () => 'down' } : fakeMarquez(url, init);
    const { err, io } = capture();
    expect(await runCatalogCli(boundaries, ['--marquez', 'http://m'], { ...io, fetch: failingList })).toBe(EXIT.marquez);
    expect(err.join('')).toMatch(/^boundaries: Marquez at http:\/\/m answered 503 to GET \/namespaces\/\{namespace\}\/jobs/);
  });
});

describe('terminal safety', () => {
  it('escapes control characters and bidi overrides from metadata', () => {
    expect(termSafe('a\u001b[31mb\u202ec\n')).toBe('a\\u001b[31mb\\u202ec\\u000a');
    expect(table(['x'], [['\u0007']])).toBe('x\n\\u0007');
  });
});

describe('the npm entry points', () => {
  const run = promisify(execFile);
  const cli = (name: string) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));

  it('exit 2 on bad arguments and 1 when Marquez does not answer', async () => {
    const bad = await run(process.execPath, ['--import', 'tsx', cli('coverage'), '--marquez', 'ftp://x']).catch((e: { code: number; stderr: string }) => e);
    expect('code' in bad && bad.code).toBe(2);
    expect(bad.stderr).toMatch(/coverage: --marquez must be an http\(s\) URL/);
    // A port that was just free: nothing listens there.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const down = await run(process.execPath, ['--import', 'tsx', cli('boundaries'), '--marquez', `http://127.0.0.1:${port}`]).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect('code' in down && down.code).toBe(1);
    expect(down.stderr).toContain(`boundaries: Marquez at http://127.0.0.1:${port} did not answer (ECONNREFUSED)`);
  });
});
