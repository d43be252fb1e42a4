import type { EdgeTypes, NodeTypes } from '@xyflow/react';
import { LineageEdge } from './edges/lineage-edge.tsx';
import { DatasetNode } from './nodes/dataset-node.tsx';
import { GroupNode } from './nodes/group-node.tsx';
import { JobNode } from './nodes/job-node.tsx';
import { MoreNode } from './nodes/more-node.tsx';

// Module-level constants: React Flow remounts every node when these objects change identity (xyflow#1620).
export const NODE_TYPES: NodeTypes = { dataset: DatasetNode, job: JobNode, collapsed: GroupNode, more: MoreNode };
export const EDGE_TYPES: EdgeTypes = { lineage: LineageEdge, column: LineageEdge };
