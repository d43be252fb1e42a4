import { useInvestigationParams } from '../../lib/use-investigation-params.ts';

/**
 * Draws the runs' scheduling dependencies (the `jobDependencies` facet) between jobs, or not: off by default, since
 * they say which job waits for which, not where data goes. The choice is the URL's `sched=1`, like every other
 * part of an investigation.
 */
export function ScheduleToggle() {
  const { params, setParams } = useInvestigationParams();
  return (
    <button
      type="button"
      className="tb-button tb-button--small"
      aria-pressed={params.sched}
      title="Which job runs after which (the runs' jobDependencies facet): scheduling, not data flow"
      onClick={() => setParams({ sched: !params.sched })}
    >
      Scheduling dependencies
    </button>
  );
}
