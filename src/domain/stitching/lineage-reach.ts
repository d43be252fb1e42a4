import type { Catalog, DatasetIdentity } from './catalog.ts';
import { catalogJobs, identityKey, jobIdentities } from './catalog.ts';

/**
 * Dataset-to-dataset reachability through jobs (input → output), built once per catalog.
 *
 * A stitch is only proposed between datasets lineage does not already connect: a job that reads one and
 * (transitively) writes the other is real lineage, e.g. a copy job, not a naming accident.
 */
export class LineageReach {
  private readonly next = new Map<string, Set<string>>();
  private readonly written = new Set<string>();
  private readonly read = new Set<string>();

  private readonly key: (ref: DatasetIdentity) => string;

  /** `canonical` folds alias keys onto their dataset's key (see `catalogResolver`); identity by default. */
  constructor(catalog: Catalog, canonical: (key: string) => string = (k) => k) {
    this.key = (ref) => canonical(identityKey(ref));
    for (const { job } of catalogJobs(catalog)) {
      const inputs = jobIdentities(job.inputs).map(this.key);
      const outputs = jobIdentities(job.outputs).map(this.key);
      for (const o of outputs) this.written.add(o);
      for (const i of inputs) {
        this.read.add(i);
        let set = this.next.get(i);
        if (!set) this.next.set(i, (set = new Set()));
        for (const o of outputs) set.add(o);
      }
    }
  }

  /** True when some job writes the dataset. */
  isWritten(ref: DatasetIdentity): boolean {
    return this.written.has(this.key(ref));
  }

  /** True when some job reads the dataset. */
  isRead(ref: DatasetIdentity): boolean {
    return this.read.has(this.key(ref));
  }

  /** True when a directed lineage path leads from one to the other, either way. Iterative: cycles and long chains are fine. */
  connected(a: DatasetIdentity, b: DatasetIdentity): boolean {
    const ka = this.key(a);
    const kb = this.key(b);
    return ka === kb || this.reaches(ka, kb) || this.reaches(kb, ka);
  }

  private reaches(from: string, to: string): boolean {
    const seen = new Set<string>([from]);
    const stack = [from];
    for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
      for (const n of this.next.get(key) ?? []) {
        if (n === to) return true;
        if (!seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
      }
    }
    return false;
  }
}
