import { describe, expect, it } from 'vitest';
import { jsonPath, parseStory, parseStoryText, type Story } from './story-schema.ts';

const valid: Story = {
  id: 'demo',
  title: 'Demo',
  steps: [
    {
      title: 'Start',
      caption: 'Look here',
      view: { mode: 'graph', focus: 'dataset:kafka://broker:9092:orders', camera: { fit: ['job:flink:enrich'] } },
    },
    {
      title: 'Trace',
      caption: '',
      view: {
        mode: 'trace',
        focus: 'dataset:s3://lake:daily',
        trace: { field: 'datasetField:s3://lake:daily:total', direction: 'up' },
        camera: { x: 10, y: -20, zoom: 1.2 },
      },
    },
    { title: 'Coverage', caption: 'No focus needed', view: { mode: 'coverage' } },
  ],
};

function errorsOf(input: unknown): string[] {
  const result = parseStory(input);
  if (result.ok) throw new Error('expected the story to be rejected');
  return result.errors;
}

describe('parseStory', () => {
  it('accepts a well-formed story unchanged', () => {
    expect(parseStory(valid)).toEqual({ ok: true, story: valid });
  });

  it('names the JSON path and the allowed values for a bad mode', () => {
    const bad = structuredClone(valid) as unknown as { steps: { view: { mode: string } }[] };
    bad.steps[1]!.view.mode = 'graf';
    const [error] = errorsOf(bad);
    expect(error).toMatch(/^\$\.steps\[1\]\.view\.mode: expected one of "graph", "trace", "flip314", "coverage", "boundaries", found "graf"$/);
  });

  it('says when a required key is missing and what type it wants', () => {
    const { title: _t, ...noTitle } = valid;
    expect(errorsOf(noTitle)).toContain('$.title: expected text, found nothing');
  });

  it('flags unknown keys as likely typos', () => {
    const typo = { ...valid, steps: [{ ...valid.steps[0], captoin: 'x' }] };
    expect(errorsOf(typo)).toContain('$.steps[0]: unknown key "captoin" (a typo?)');
  });

  it('requires a focus for graph views and a traced field for trace views', () => {
    const errors = errorsOf({ ...valid, steps: [{ title: 't', caption: '', view: { mode: 'trace' } }] });
    expect(errors.some((e) => e.startsWith('$.steps[0].view.focus: expected a focus nodeId'))).toBe(true);
    expect(errors.some((e) => e.startsWith('$.steps[0].view.trace: expected a traced field'))).toBe(true);
  });

  it('rejects node ids of the wrong kind with the expected shape', () => {
    const errors = errorsOf({
      ...valid,
      steps: [{ title: 't', caption: '', view: { mode: 'graph', focus: 'orders' } }],
    });
    expect(errors).toEqual(['$.steps[0].view.focus: expected a dataset or job nodeId like "dataset:NAMESPACE:NAME"']);
  });

  it('explains a malformed camera', () => {
    const errors = errorsOf({
      ...valid,
      steps: [{ title: 't', caption: '', view: { mode: 'coverage', camera: { zoom: 2 } } }],
    });
    expect(errors[0]).toMatch(/^\$\.steps\[0\]\.view\.camera: expected a camera: either \{"fit"/);
  });

  it('rejects an empty story and an id that cannot be a URL segment', () => {
    const errors = errorsOf({ id: 'My Story', title: 'x', steps: [] });
    expect(errors).toContain('$.steps: expected at least 1 item(s)');
    expect(errors.some((e) => e.startsWith('$.id: expected lower-case letters'))).toBe(true);
  });

  it('reports a JSON syntax error instead of throwing', () => {
    const result = parseStoryText('{"id": "x",');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(/^The file is not valid JSON: /);
  });

  it('reports a top-level non-object plainly', () => {
    expect(errorsOf([1, 2])).toEqual(['$: expected an object, found a list']);
  });
});

describe('jsonPath', () => {
  it('writes indices in brackets and keys with dots', () => {
    expect(jsonPath(['steps', 3, 'view', 'trace', 'field'])).toBe('$.steps[3].view.trace.field');
    expect(jsonPath([])).toBe('$');
  });
});
