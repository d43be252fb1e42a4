import { describe, expect, it } from 'vitest';
import { parseInvestigationParams } from './investigation-params.ts';
import { marquezWebTarget } from './marquez-web-links.ts';

const params = (href: string | null) => parseInvestigationParams(new URL(href ?? '/', 'http://x').searchParams);
const sp = (s = '') => new URLSearchParams(s);

describe('Marquez web deep links', () => {
  it('maps a table-level dataset link, keeping depth, full graph and the open drawer', () => {
    const href = marquezWebTarget(
      { kind: 'table-level', nodeType: 'dataset', namespace: 'kafka://b:9092', name: 'shop.orders' },
      sp('depth=5&isFull=true&tableLevelNode=job%3Aflink%3Aenrich'),
    );
    expect(href?.startsWith('/lineage?')).toBe(true);
    expect(params(href)).toMatchObject({ node: 'dataset:kafka://b:9092:shop.orders', depth: 5, dir: 'full', sel: 'job:flink:enrich' });
  });

  it('maps a job link and clamps a silly depth', () => {
    expect(params(marquezWebTarget({ kind: 'table-level', nodeType: 'JOB', namespace: 'spark', name: 'daily' }, sp('depth=999')))).toMatchObject({
      node: 'job:spark:daily',
      depth: 20,
      dir: 'both',
      sel: null,
    });
  });

  it('maps a column-level link to the expanded dataset, tracing the highlighted column both ways', () => {
    const href = marquezWebTarget({ kind: 'column-level', namespace: 'iceberg', name: 'db.t' }, sp('column=amount&namespace=pg&dataset=public.orders'));
    expect(params(href)).toMatchObject({
      node: 'dataset:iceberg:db.t',
      exp: ['dataset:iceberg:db.t'],
      trace: 'datasetField:iceberg:db.t:amount',
      tdir: 'both',
      sel: 'dataset:pg:public.orders',
    });
  });

  it('sends the list pages to the overview and refuses what it cannot show', () => {
    expect(marquezWebTarget({ kind: 'list' }, sp())).toBe('/');
    expect(marquezWebTarget({ kind: 'table-level', nodeType: 'run', namespace: 'a', name: 'b' }, sp())).toBeNull();
    expect(marquezWebTarget({ kind: 'table-level', nodeType: 'dataset', namespace: '', name: 'b' }, sp())).toBeNull();
  });

  it('keeps hostile values as parameters only', () => {
    const href = marquezWebTarget(
      { kind: 'table-level', nodeType: 'dataset', namespace: 'ns', name: '<img src=x onerror=alert(1)>' },
      sp('tableLevelNode=javascript:alert(1)'),
    );
    expect(href?.startsWith('/lineage?')).toBe(true);
    expect(params(href)).toMatchObject({ node: 'dataset:ns:<img src=x onerror=alert(1)>', sel: null });
  });
});
