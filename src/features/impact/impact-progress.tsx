import type { ReadProgress } from '../../investigation/reach-entities.ts';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * How far a loading impact list's reads are: each reached dataset and job is one GET to Marquez, so a list of
 * thousands takes a while; this says it is moving and how much is left.
 */
export function ImpactReadProgress({ progress }: { progress: ReadProgress }) {
  const { read, total } = progress;
  return (
    <span className="tb-impact-panel__progress">
      <progress max={total} value={read} aria-label="Datasets and jobs read from Marquez" />
      <span data-testid="impact-progress">
        Read {count(read)} of {count(total)} reached datasets and jobs from Marquez
      </span>
    </span>
  );
}
