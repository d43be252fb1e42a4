/**
 * A COMPLETE OpenLineage RunEvent for specs that post their own lineage to the emulator. Each spec uses a namespace of
 * its own, so the specs that run after it on the same server see the demo unchanged.
 */
export function runEvent(ns: string, job: string, inputs: { name: string; inputFacets?: object }[], outputs: string[]) {
  return {
    eventType: 'COMPLETE',
    eventTime: '2026-11-26T12:00:00.000Z',
    producer: 'https://github.com/OpenLineage/OpenLineage/tree/1.24.2/integration/spark',
    schemaURL: 'https://openlineage.io/spec/2-0-2/OpenLineage.json#/definitions/RunEvent',
    run: { runId: crypto.randomUUID() },
    job: { namespace: ns, name: job },
    inputs: inputs.map((i) => ({ namespace: `s3://${ns}`, ...i })),
    outputs: outputs.map((name) => ({ namespace: `s3://${ns}`, name })),
  };
}
