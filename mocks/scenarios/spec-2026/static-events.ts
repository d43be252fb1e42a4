import { DATASET_EVENT_SCHEMA, datasetEvent } from '../kit/events.ts';
import { facetsOf } from '../kit/facets.ts';
import { at } from '../kit/time.ts';
import { datasetInput, facets2026 } from './facets-2026.ts';
import { SPEC_2026 } from './names.ts';

/** A catalog tool's producer URL, as the spec's own examples write one. */
export const CATALOG_PRODUCER = 'https://example.com/catalog';

const { datasets: d } = SPEC_2026;
const f = facetsOf(CATALOG_PRODUCER);
const n = facets2026(CATALOG_PRODUCER);

export const JOB_EVENT_SCHEMA = DATASET_EVENT_SCHEMA.replace('DatasetEvent', 'JobEvent');

const hierarchy = (schema: string, table: string) =>
  n.hierarchy([
    ['DATABASE', 'warehouse'],
    ['SCHEMA', schema],
    ['TABLE', table],
  ]);

/**
 * The catalog's DatasetEvents (2026-11-21): the warehouse tables with their type, hierarchy and tags (one on a
 * field), and a view whose lineage facet says what feeds it — dataset-to-dataset lineage with no job.
 */
export function catalogEvents(): Record<string, unknown>[] {
  const time = at('2026-11-21', '08:00:00');
  return [
    datasetEvent(time, CATALOG_PRODUCER, {
      ...d.customers,
      facets: {
        schema: f.schema([
          { name: 'id', type: 'INTEGER' },
          { name: 'name', type: 'VARCHAR' },
          { name: 'email', type: 'VARCHAR' },
          { name: 'region', type: 'VARCHAR' },
        ]),
        datasetType: n.datasetType('TABLE'),
        hierarchy: hierarchy('public', 'customers'),
        tags: n.datasetTags([
          { key: 'domain', value: 'sales', source: 'USER' },
          { key: 'pii', value: 'true', source: 'USER', field: 'email' },
        ]),
      },
    }),
    datasetEvent(time, CATALOG_PRODUCER, {
      ...d.orders,
      facets: {
        schema: f.schema([
          { name: 'order_id', type: 'INTEGER' },
          { name: 'customer_id', type: 'INTEGER' },
          { name: 'amount', type: 'DECIMAL(12,2)' },
          { name: 'status', type: 'VARCHAR' },
          { name: 'order_date', type: 'DATE' },
        ]),
        datasetType: n.datasetType('TABLE'),
        hierarchy: hierarchy('public', 'orders'),
      },
    }),
    datasetEvent(time, CATALOG_PRODUCER, {
      ...d.fxRates,
      facets: {
        schema: f.schema([
          { name: 'currency', type: 'VARCHAR' },
          { name: 'rate', type: 'DECIMAL(12,6)' },
        ]),
        datasetType: n.datasetType('TABLE'),
        hierarchy: hierarchy('public', 'fx_rates'),
      },
    }),
    // The spec's "dataset-to-dataset derivation, no job" example, on this warehouse's view.
    datasetEvent(at('2026-11-21', '08:05:00'), CATALOG_PRODUCER, {
      ...d.customerView,
      facets: {
        schema: f.schema([
          { name: 'customer_id', type: 'INTEGER' },
          { name: 'name', type: 'VARCHAR' },
          { name: 'total_spent', type: 'DECIMAL(14,2)' },
        ]),
        datasetType: n.datasetType('VIEW'),
        hierarchy: hierarchy('public', 'customer_view'),
        lineage: n.lineageDataset([datasetInput(d.customers), datasetInput(d.orders)], {
          customer_id: [datasetInput(d.customers, 'id', [{ type: 'DIRECT', subtype: 'IDENTITY', masking: false }])],
          name: [datasetInput(d.customers, 'name', [{ type: 'DIRECT', subtype: 'IDENTITY', masking: false }])],
          total_spent: [
            datasetInput(d.orders, 'amount', [{ type: 'DIRECT', subtype: 'AGGREGATION', description: 'sum(amount)' }]),
            datasetInput(d.orders, 'customer_id', [{ type: 'INDIRECT', subtype: 'GROUP_BY' }]),
          ],
        }),
      },
    }),
  ];
}

/** A JobEvent (OpenLineage 2-0-2): a job's static description, no run. */
export function jobEvent(
  eventTime: string,
  producer: string,
  job: { namespace: string; name: string; facets: Record<string, unknown> },
  inputs: { namespace: string; name: string }[],
  outputs: { namespace: string; name: string }[],
): Record<string, unknown> {
  return { eventTime, job, inputs, outputs, producer, schemaURL: JOB_EVENT_SCHEMA };
}
