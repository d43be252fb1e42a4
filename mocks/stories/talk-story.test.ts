import { describe, expect, it } from 'vitest';
import { TALK_STORY } from '../../src/features/present/stories/talk-story.ts';
import { parseStory, type StoryView } from '../../src/features/present/story-schema.ts';
import { datasetNodeId, fieldNodeId, jobNodeId } from '../../src/domain/node-id.ts';
import { TALK, talkEvents } from '../scenarios/talk/index.ts';
import { createEmulator } from '../emulator/index.ts';

// The story lives in src (which never imports mocks) and repeats the scenario's names as strings; this test is
// what keeps the two in step.

function entityIdsOf(view: StoryView): string[] {
  const ids = [view.focus, view.selected, ...(view.expanded ?? [])];
  if (view.camera && 'fit' in view.camera) ids.push(...view.camera.fit);
  return ids.filter((id): id is string => typeof id === 'string');
}

const storyEntityIds = [...new Set(TALK_STORY.steps.flatMap((s) => entityIdsOf(s.view)))];
const storyFieldIds = [...new Set(TALK_STORY.steps.flatMap((s) => (s.view.trace ? [s.view.trace.field] : [])))];

describe('the talk story', () => {
  it('is a valid story', () => {
    expect(parseStory(TALK_STORY)).toEqual({ ok: true, story: TALK_STORY });
  });

  it('names only datasets and jobs of the talk scenario', () => {
    const known = new Set([...Object.values(TALK.datasets).map((d) => datasetNodeId(d)), ...Object.values(TALK.jobs).map((j) => jobNodeId(j))]);
    expect(storyEntityIds.filter((id) => !known.has(id))).toEqual([]);
  });

  it('starts the trace at the scenario’s bad value and walks to its source', () => {
    const trace = TALK_STORY.steps.find((s) => s.view.mode === 'trace')?.view.trace;
    expect(trace).toEqual({ field: fieldNodeId(TALK.traceStart), direction: 'up' });
    const fitted = TALK_STORY.steps.flatMap((s) => (s.view.camera && 'fit' in s.view.camera ? s.view.camera.fit : []));
    expect(fitted).toContain(datasetNodeId(TALK.datasets.ordersTable));
    expect(TALK_STORY.steps.map((s) => s.view.mode)).toContain('flip314');
  });

  it('backs the schema-change step with the change of the scenario’s field on its bad day', () => {
    const evidence = TALK_STORY.steps.flatMap((s) => s.evidence ?? []);
    expect(evidence).toContainEqual({ kind: 'failed-check', dataset: datasetNodeId(TALK.failedAssertion.dataset), on: TALK.failedAssertion.day });
    expect(evidence).toContainEqual({
      kind: 'schema-change',
      field: fieldNodeId({ namespace: TALK.changedField.namespace, dataset: TALK.changedField.name, field: TALK.changedField.field }),
      on: TALK.badDay,
    });
  });

  it('its on-stage event is one the emulator accepts, about the scenario’s own job and topic', () => {
    const events = TALK_STORY.steps.flatMap((s) => s.action?.events ?? []);
    expect(events.length).toBeGreaterThan(0);
    const emulator = createEmulator({ clock: () => new Date('2026-11-27T00:00:00Z') });
    emulator.loadEvents(talkEvents());
    expect(emulator.loadEvents(events.map((e) => ({ ...e, eventTime: '2026-11-27T00:00:00.000Z' }))).rejected).toEqual([]);
    for (const e of events) {
      expect(e.job).toMatchObject(TALK.jobs.ordersCdc);
      expect(e.outputs).toMatchObject([{ ...TALK.datasets.ordersTopic }]);
    }
  });

  it('its on-stage event is what connect-lineage captured on the bad day, but for its run id and time', () => {
    const captured = talkEvents().find((e) => e.eventTime === TALK.schemaChangeAt && (e.job as { name: string }).name === TALK.jobs.ordersCdc.name);
    expect(captured).toBeDefined();
    for (const e of TALK_STORY.steps.flatMap((s) => s.action?.events ?? [])) {
      const { run, eventTime, ...rest } = e as { run: { runId: string }; eventTime: string };
      expect(eventTime).toBe(TALK.schemaChangeAt);
      expect(captured).toMatchObject(rest);
      expect(run.runId).not.toBe((captured?.run as { runId: string }).runId);
    }
  });

  it('every node the story shows is in the emulator’s lineage, and every traced field in its dataset', async () => {
    const emulator = createEmulator({ clock: () => new Date('2026-11-27T00:00:00Z') });
    const result = emulator.loadEvents(talkEvents());
    expect(result.rejected).toEqual([]);
    const res = await emulator.handle({
      method: 'GET',
      url: `/api/v1/lineage?nodeId=${encodeURIComponent(datasetNodeId(TALK.datasets.ordersTopic))}&depth=20`,
    });
    expect(res.status).toBe(200);
    const graph = JSON.parse(res.body) as { graph: { id: string }[] };
    const present = new Set(graph.graph.map((n) => n.id));
    expect(storyEntityIds.filter((id) => !present.has(id))).toEqual([]);

    for (const fieldId of storyFieldIds) {
      const owner = Object.values(TALK.datasets).find((d) => fieldId.startsWith(`datasetField:${d.namespace}:${d.name}:`));
      expect(owner, fieldId).toBeDefined();
      if (!owner) continue;
      const field = fieldId.slice(`datasetField:${owner.namespace}:${owner.name}:`.length);
      const ds = await emulator.handle({
        method: 'GET',
        url: `/api/v1/namespaces/${encodeURIComponent(owner.namespace)}/datasets/${encodeURIComponent(owner.name)}`,
      });
      const body = JSON.parse(ds.body) as { fields?: { name: string }[] };
      expect(
        (body.fields ?? []).map((f) => f.name),
        fieldId,
      ).toContain(field);
    }
  });
});
