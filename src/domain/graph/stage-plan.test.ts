import { describe, expect, it } from 'vitest';
import { fitZoom, planFields, planStage, type SubjectBox } from './stage-plan.ts';

// A 1280×720 projector's free area under the caption, and the canvas's box sizes (to-elk-graph.ts).
const FREE = { width: 1280, height: 480 };
const base = { free: FREE, minZoom: 1, padding: 16 };
const box = (id: string, column: number, row = 0, height = 68): SubjectBox => ({ id, x: column * 300, y: row * 100, width: 224, height });

describe('planStage', () => {
  it('frames a subject that fits at a legible zoom in one frame', () => {
    const subject = [box('a', 0), box('b', 1), box('c', 2)];
    expect(planStage({ ...base, subject })).toEqual({ parts: [['a', 'b', 'c']], reason: null });
  });

  it('splits a subject too wide to read into left-to-right parts, each of which fits legibly', () => {
    const subject = [box('a', 0), box('e', 4), box('g', 6, 2), box('c', 2), box('b', 1, 1), box('f', 5), box('d', 3)];
    expect(fitZoom(subject, base)).toBeLessThan(1);
    const plan = planStage({ ...base, subject });
    expect(plan.reason).toBe('wide');
    expect([...new Set(plan.parts.flat())].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(plan.parts.length).toBeGreaterThan(1);
    const boxes = (part: string[]) => part.map((id) => subject.find((b) => b.id === id)!);
    for (const part of plan.parts) expect(fitZoom(boxes(part), base)).toBeGreaterThanOrEqual(1);
    // Reading order: each part starts and ends further right than the one before.
    const x = (id: string) => subject.find((b) => b.id === id)!.x;
    for (let i = 1; i < plan.parts.length; i++) {
      expect(Math.min(...plan.parts[i - 1]!.map(x))).toBeLessThan(Math.min(...plan.parts[i]!.map(x)));
      expect(Math.max(...plan.parts[i - 1]!.map(x))).toBeLessThan(Math.max(...plan.parts[i]!.map(x)));
    }
  });

  it('starts with the part that holds the first node named (where the trace starts)', () => {
    const subject = [6, 5, 4, 3, 2, 1, 0].map((c) => box(`n${c}`, c));
    const plan = planStage({ ...base, subject });
    expect(plan.parts[0]).toContain('n6');
    expect([...new Set(plan.parts.flat())].sort()).toEqual(subject.map((b) => b.id).sort());
  });

  it('never shows a node alone when its neighbours fit beside it: parts take in the nearest nodes of the next', () => {
    // Four columns fit, five do not: greedy would give 4 + 1; the second part pans by one column instead.
    const subject = [0, 1, 2, 3, 4].map((c) => box(`n${c}`, c));
    expect(planStage({ ...base, subject }).parts).toEqual([
      ['n0', 'n1', 'n2', 'n3'],
      ['n1', 'n2', 'n3', 'n4'],
    ]);
  });

  it('splits a subject too tall to read from top to bottom', () => {
    const subject = [0, 1, 2, 3, 4, 5, 6, 7].map((r) => box(`r${r}`, 0, r));
    const plan = planStage({ ...base, subject });
    expect(plan.reason).toBe('tall');
    expect(plan.parts.flat()).toEqual(subject.map((b) => b.id));
    expect(plan.parts.length).toBe(2);
  });

  it('keeps a lone box bigger than the free area whole and says so', () => {
    const subject = [box('tall', 0, 0, 900)];
    expect(planStage({ ...base, subject })).toEqual({ parts: [['tall']], reason: 'oversized' });
  });

  it('needs more parts on a smaller screen and none on a bigger one', () => {
    const subject = [0, 1, 2, 3, 4, 5, 6].map((c) => box(`n${c}`, c));
    const parts = (free: { width: number; height: number }) => planStage({ ...base, free, subject }).parts.length;
    expect(parts({ width: 960, height: 480 })).toBeGreaterThan(parts({ width: 1280, height: 480 }));
    expect(parts({ width: 2400, height: 800 })).toBe(1);
  });

  it('an empty subject is one empty frame', () => {
    expect(planStage({ ...base, subject: [] })).toEqual({ parts: [[]], reason: null });
  });
});

describe('planFields', () => {
  const base = { free: { width: 1000, height: 432 }, minZoom: 1, padding: 16, headerHeight: 68, rowHeight: 24 };
  const fields = Array.from({ length: 30 }, (_, i) => `f${i}`);

  it('leaves a dataset that reads with all its fields as it is', () => {
    const plan = planFields({ ...base, nodes: [{ id: 'a', width: 224, fields: fields.slice(0, 10), keep: new Set(['f1']) }] });
    expect(plan.size).toBe(0);
  });

  it('folds away the fields a step does not trace or name, keeping the rest in order, when the dataset is too tall', () => {
    const plan = planFields({ ...base, nodes: [{ id: 'a', width: 224, fields, keep: new Set(['f20', 'f3']) }] });
    expect(plan.get('a')).toEqual(['f3', 'f20']);
  });

  it('compacts a dataset to its name when even the kept fields do not fit, or none is kept', () => {
    const plan = planFields({
      ...base,
      nodes: [
        { id: 'many', width: 224, fields, keep: new Set(fields.slice(0, 20)) },
        { id: 'none', width: 224, fields, keep: new Set() },
        { id: 'wide', width: 2000, fields: ['x'], keep: new Set(['x']) },
      ],
    });
    expect(plan.get('many')).toBeNull();
    expect(plan.get('none')).toBeNull();
    expect(plan.get('wide')).toBeNull();
  });
});
