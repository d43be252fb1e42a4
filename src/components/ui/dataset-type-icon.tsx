import type { ReactNode } from 'react';
import type { DatasetTypeInfo } from '../../domain/facets/dataset-type-facet.ts';
import { datasetTypeText } from '../../domain/facets/node-facets.ts';

type KnownKind = Exclude<DatasetTypeInfo['kind'], 'OTHER'>;

// 16×16 outlines in the text colour: readable in both themes, and never the only signal (the label goes with them).
const PATHS: Readonly<Record<KnownKind, ReactNode>> = {
  TABLE: (
    <>
      <rect x="2" y="3" width="12" height="10" rx="1" />
      <path d="M2 6.5h12M2 10h12M6.5 6.5V13" />
    </>
  ),
  VIEW: (
    <>
      <path d="M1.5 8s2.5-4.5 6.5-4.5S14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8z" />
      <circle cx="8" cy="8" r="2" />
    </>
  ),
  FILE: <path d="M4 1.5h5l3 3v10H4zM9 1.5v3h3" />,
  TOPIC: <path d="M2 4h12M2 8h12M2 12h12M11 2.5 13 4l-2 1.5" />,
  STREAM: <path d="M1.5 5c2-2 3.5 2 6.5 0s4.5 2 6.5 0M1.5 9c2-2 3.5 2 6.5 0s4.5 2 6.5 0M1.5 13c2-2 3.5 2 6.5 0s4.5 2 6.5 0" />,
  MODEL: (
    <>
      <circle cx="3.5" cy="4" r="1.5" />
      <circle cx="3.5" cy="12" r="1.5" />
      <circle cx="12.5" cy="8" r="1.5" />
      <path d="M5 4.5 11 7.5M5 11.5 11 8.5M3.5 5.5v5" />
    </>
  ),
  JOB_OUTPUT: <path d="M9 2.5h4.5v11H9M2 8h8M7 5l3 3-3 3" />,
};

/**
 * The icon of a dataset's `datasetType` (docs/openlineage-facets.md#dataset-type-hierarchy-and-tags-facets), with
 * its name as the accessible label. A kind outside the spec's list has no icon: nothing is drawn rather than a guess.
 */
export function DatasetTypeIcon({ info, className }: { info: DatasetTypeInfo; className?: string }) {
  if (info.kind === 'OTHER') return null;
  const label = datasetTypeText(info);
  return (
    <svg
      className={className ?? 'tb-dataset-type-icon'}
      viewBox="0 0 16 16"
      width="12"
      height="12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      role="img"
      aria-label={label}
      data-testid="dataset-type-icon"
      data-type={info.kind}
    >
      <title>{label}</title>
      {PATHS[info.kind]}
    </svg>
  );
}
