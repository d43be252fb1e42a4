import { describe, expect, it } from 'vitest';
import { buildLineageGraph, type DatasetNode, type JobNode } from '../domain/graph/lineage-graph.ts';
import type { MqLineageGraph } from '../domain/marquez-shapes.ts';
import { datasetLabels, groupLabels, jobLabels, moreLabels } from './node-labels.ts';

const stored = { namespace: 's3://lakehouse', name: 'warehouse/reporting/revenue_summary' };
const catalog = { namespace: 'hive://metastore:9083', name: 'reporting.revenue_summary', type: 'TABLE' };

/** A one-dataset `/lineage` answer, as Marquez sends it (no facets), with the first view's facets when given. */
const answerOf = (facets?: MqLineageGraph['facets']): MqLineageGraph => ({
  graph: [{ id: `dataset:${stored.namespace}:${stored.name}`, type: 'DATASET', data: { id: stored, ...stored, fields: [] }, inEdges: [], outEdges: [] }],
  ...(facets ? { facets } : {}),
});
const datasetOf = (answer: MqLineageGraph, details?: DatasetNode['details']): DatasetNode => {
  const id = answer.graph[0]!.id;
  const graph = buildLineageGraph(answer, { focusId: id, datasets: new Map(details ? [[id, details]] : []) });
  return graph.nodes.get(id) as DatasetNode;
};

describe('the words a node draws', () => {
  it('names a dataset stored by location by its path until a catalog name is known, from the GET or from the answer', () => {
    const id = answerOf().graph[0]!.id;
    // What differed at the hand-over: the frame had only the answer, the canvas soon had the GET's `symlinks` facet.
    expect(datasetLabels(datasetOf(answerOf()))).toMatchObject({ name: 'reporting/revenue_summary', sub: 's3://lakehouse', long: true });
    const facets = { symlinks: { identifiers: [catalog] } };
    const details = { ...stored, facets } as unknown as DatasetNode['details'];
    const fromGet = datasetLabels(datasetOf(answerOf(), details));
    const fromAnswer = datasetLabels(datasetOf(answerOf({ [id]: facets })));
    expect(fromGet).toEqual({
      name: 'reporting.revenue_summary',
      long: true,
      sub: 's3://lakeho…g/revenue_summary',
      fields: '0 fields',
      full: 's3://lakehouse\nwarehouse/reporting/revenue_summary',
    });
    // The same words whichever brought the catalog name, and once both have.
    expect(fromAnswer).toEqual(fromGet);
    expect(datasetLabels(datasetOf(answerOf({ [id]: facets }), details))).toEqual(fromGet);
  });

  it('counts a dataset’s fields, folded ones included', () => {
    const node = datasetOf(answerOf());
    expect(datasetLabels({ ...node, fields: [{ name: 'a', type: null, tags: [], description: null }] }).fields).toBe('1 field');
    expect(datasetLabels({ ...node, fields: [{ name: 'a', type: null, tags: [], description: null }], foldedFields: 3 }).fields).toBe('4 fields');
  });

  it('names a Spark job by its application, with its action apart, and cuts long names in the middle', () => {
    const job = (name: string, engine: JobNode['engine']['engine']): Pick<JobNode, 'namespace' | 'name' | 'engine'> => ({
      namespace: 'spark',
      name,
      engine: { engine, evidence: 'test' } as JobNode['engine'],
    });
    expect(jobLabels(job('revenue_report.append_data', 'spark'))).toEqual({
      name: 'revenue_report',
      action: 'append_data',
      full: 'spark\nrevenue_report.append_data',
    });
    expect(jobLabels(job('revenue_report.append_data', 'flink'))).toMatchObject({ name: 'revenue_r…pend_data', action: null });
  });

  it('counts a group and a "show more" box in English digits, whatever the reader’s locale, as the server can only', () => {
    expect(groupLabels({ label: 'kafka://broker:9092', memberIds: Array.from({ length: 1234 }, String), datasets: 1200, jobs: 34 })).toEqual({
      badge: 'Group · 1,234',
      name: 'kafka://broker:9092',
      sub: '1,200 datasets · 34 jobs',
    });
    expect(groupLabels({ label: 'x', memberIds: ['a'], datasets: 0, jobs: 1 }).sub).toBe('1 jobs');
    expect(moreLabels({ hiddenIds: Array.from({ length: 2048 }, String), side: 'upstream', distance: 1 })).toEqual({
      name: 'Show 2,048 more',
      sub: 'upstream, 1 hop away',
    });
    expect(moreLabels({ hiddenIds: ['a'], side: 'downstream', distance: null }).sub).toBe('not connected to the focus');
  });
});
