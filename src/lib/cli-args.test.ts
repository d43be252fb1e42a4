import { describe, expect, it } from 'vitest';
import { marquezUrl, parseCliArgs, sqlFilesArg, viewArgs, walkArgs, WALK_FLAGS, type Flag } from './cli-args.ts';

const SPEC = {
  connect: { type: 'string', env: 'CONNECT_URL' },
  header: { type: 'string', multiple: true },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies Record<string, Flag>;

describe('parseCliArgs', () => {
  it('reads flags strictly, a missing one from its variable; a flag wins over the variable', () => {
    expect(parseCliArgs(['--header', 'a: 1', '--header=b: 2', '--json', '-h'], SPEC, { CONNECT_URL: 'http://c' })).toEqual({
      values: { connect: 'http://c', header: ['a: 1', 'b: 2'], json: true, help: true },
      positionals: [],
    });
    expect(parseCliArgs(['--connect', 'http://flag'], SPEC, { CONNECT_URL: 'http://env' })).toMatchObject({ values: { connect: 'http://flag' } });
  });

  it("refuses unknown options and positionals in Node's words, unless positionals are allowed", () => {
    expect(parseCliArgs(['--jsno'], SPEC, {})).toEqual({ error: expect.stringMatching(/Unknown option '--jsno'/) });
    expect(parseCliArgs(['extra'], SPEC, {})).toEqual({ error: expect.stringMatching(/positional/) });
    expect(parseCliArgs(['--connect'], SPEC, {})).toEqual({ error: expect.stringMatching(/argument missing/) });
    expect(parseCliArgs(['a', '--json'], SPEC, {}, { positionals: true })).toEqual({ values: { json: true }, positionals: ['a'] });
  });
});

describe('marquezUrl', () => {
  it('takes --marquez, else $MARQUEZ_URL, without its trailing slash, with the API below it', () => {
    expect(marquezUrl('http://m:5000/', {}, { required: true })).toEqual({ marquez: 'http://m:5000', api: 'http://m:5000/api/v1' });
    expect(marquezUrl(undefined, { MARQUEZ_URL: 'https://m.example/x' }, { required: true })).toEqual({
      marquez: 'https://m.example/x',
      api: 'https://m.example/x/api/v1',
    });
    expect(marquezUrl('http://flag', { MARQUEZ_URL: 'http://env' }, { required: true })).toMatchObject({ marquez: 'http://flag' });
  });

  it('words a missing or a bad URL one way for every tool', () => {
    expect(marquezUrl(undefined, {}, { required: true })).toEqual({ error: '--marquez <url> is required (or set MARQUEZ_URL)' });
    expect(marquezUrl(undefined, {}, { required: false })).toBeNull();
    for (const bad of ['localhost:5000', 'ftp://x', 'not a url', 'http://', 'http://a b']) {
      expect(marquezUrl(bad, {}, { required: true })).toEqual({ error: `--marquez must be an http(s) URL, got ${JSON.stringify(bad)}` });
    }
  });
});

describe('viewArgs, sqlFilesArg, walkArgs', () => {
  it('checks the view and the window', () => {
    expect(viewArgs({})).toEqual({ view: 'runs', since: null, until: null });
    expect(viewArgs({ view: 'both' })).toEqual({ error: '--view must be runs or marquez, got "both".' });
    expect(viewArgs({ since: 'yesterday' })).toEqual({ error: '--since must be an ISO date or time, got "yesterday".' });
    expect(viewArgs({ since: '2026-11-02', until: '2026-11-01' })).toEqual({ error: '--since must not be after --until.' });
  });

  it('splits --sql at its last "=" and refuses a value without a job key', () => {
    expect(sqlFilesArg(['flink/a=b.sql', 'ns/with/slash/job=x=y.sql'])).toEqual({ sqlFiles: { 'flink/a': 'b.sql', 'ns/with/slash/job=x': 'y.sql' } });
    expect(sqlFilesArg(['no-slash=x.sql'])).toEqual({ error: '--sql needs <namespace/job>=<file>, got "no-slash=x.sql"' });
  });

  it('reads a walk: Marquez, depth, window, stitching, SQL files', () => {
    const read = parseCliArgs(['--depth', '3', '--stitch-min-confidence=0.8', '--sql', 'f/j=j.sql'], WALK_FLAGS, {});
    if ('error' in read) throw new Error(read.error);
    expect(walkArgs(read.values, { MARQUEZ_URL: 'http://m/' })).toEqual({
      marquez: 'http://m',
      api: 'http://m/api/v1',
      depth: 3,
      view: 'runs',
      since: null,
      until: null,
      stitchMinConfidence: 0.8,
      sqlFiles: { 'f/j': 'j.sql' },
    });
    expect(walkArgs({ marquez: 'http://m', depth: '101' }, {})).toEqual({ error: '--depth must be an integer from 0 to 100.' });
    expect(walkArgs({ marquez: 'http://m', 'stitch-min-confidence': '2' }, {})).toEqual({
      error: '--stitch-min-confidence must be a number from 0 to 1, got "2".',
    });
    expect(walkArgs({}, {})).toEqual({ error: '--marquez <url> is required (or set MARQUEZ_URL)' });
  });
});
