/** A job whose event lists every input → every output although its datasets pair up one to one by name. */
export interface AllToAllJob {
  /** Input → output pairs that share a base name (topic `bids` → table `lake.bids`). */
  pairs: readonly { input: string; output: string }[];
  /** For a person: what the job reports and why it misleads. */
  reason: string;
}

interface Named {
  /** Any key the caller uses for the dataset (a nodeId in the trace). */
  id: string;
  name: string;
}

/** `lake.bids`, `warehouse/db/bids`, `bids` → `bids`: the last name segment, letters and digits only. */
export function baseName(name: string): string {
  const last =
    name
      .replace(/[/.]+$/, '')
      .split(/[/.]/)
      .pop() ?? name;
  return last.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Flags a job that reports all-to-all datasets across unrelated data: OpenLineage lists a job's inputs and outputs,
 * not which feeds which, so a multi-topic connector (topics `bids`, `orders` → tables `bids`, `orders`) says every
 * topic feeds every table. Recognised when inputs pair with outputs by base name under at least two different names.
 * Inference across such a job must not guess across pairs (docs/architecture.md#derived-column-lineage).
 */
export function allToAllJob(jobName: string, inputs: readonly Named[], outputs: readonly Named[]): AllToAllJob | null {
  if (inputs.length < 2 || outputs.length < 2) return null;
  const pairs: { input: string; output: string }[] = [];
  const used = new Set<string>();
  for (const i of inputs) {
    const o = outputs.find((c) => !used.has(c.id) && baseName(c.name) === baseName(i.name) && c.id !== i.id);
    if (!o) continue;
    used.add(o.id);
    pairs.push({ input: i.id, output: o.id });
  }
  // A dataset and its alias pair up alike (`orders` and `cat.db.orders`): only distinct names make unrelated data.
  if (new Set(pairs.map((p) => baseName(outputs.find((o) => o.id === p.output)?.name ?? p.output))).size < 2) return null;
  return {
    pairs,
    reason: `${jobName} reports all ${inputs.length} inputs feeding all ${outputs.length} outputs, though its datasets pair up by name (${pairs.length} pairs): which input feeds which output is not reported`,
  };
}

/** Whether an inferred hop from `input` into `output` stays within one named pair of an all-to-all job. */
export function withinPair(job: AllToAllJob, input: string, output: string): boolean {
  return job.pairs.some((p) => p.input === input && p.output === output);
}
