import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { camera } from '../../state/camera-controller.ts';

/**
 * A link-like reference to another node (an input, an output, an alias): click selects it in the panel and
 * jumps the canvas to it; "Focus" makes it the graph's new centre.
 */
export function NodeRefButton({ nodeId, name, namespace }: { nodeId: string; name: string; namespace: string }) {
  const { setParams } = useInvestigationParams();
  return (
    <span className="tb-noderef">
      <button
        type="button"
        className="tb-linkbutton"
        onClick={() => {
          setParams({ sel: nodeId });
          camera.aim([nodeId]);
        }}
        title={`${namespace} : ${name}`}
      >
        <MiddleTruncate text={name} max={40} />
      </button>
      <span className="tb-noderef__ns">
        <MiddleTruncate text={namespace} max={28} />
      </span>
      <button
        type="button"
        className="tb-button tb-button--ghost tb-button--small"
        onClick={() => setParams({ node: nodeId, sel: nodeId })}
        aria-label={`Focus the graph on ${name}`}
        title="Focus the graph on it"
      >
        Focus
      </button>
    </span>
  );
}
