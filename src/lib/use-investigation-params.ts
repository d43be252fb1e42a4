import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  INVESTIGATION_KEYS,
  paramsSharer,
  parseInvestigationParams,
  patchInvestigationParams,
  serializeInvestigationParams,
  type InvestigationParams,
} from './investigation-params.ts';

export interface SetParamsOptions {
  /**
   * Replace the history entry instead of pushing one. When omitted, patches that only touch selection or
   * expansion replace (Back should not step through every click) and everything else pushes.
   */
  replace?: boolean;
}

export type SetInvestigationParams = (patch: Partial<InvestigationParams>, options?: SetParamsOptions) => void;

const REPLACE_BY_DEFAULT: ReadonlySet<string> = new Set(['sel', 'exp', 'more']);

/** Whether a patch is navigation (push) or a view tweak (replace) when the caller does not say. */
export function replacesByDefault(patch: Partial<InvestigationParams>): boolean {
  const keys = Object.keys(patch).filter((k) => patch[k as keyof InvestigationParams] !== undefined);
  return keys.length > 0 && keys.every((k) => REPLACE_BY_DEFAULT.has(k));
}

/**
 * The investigation state of the current route, read from and written to the URL (the single source of truth).
 * Search params this module does not know (another view's) are kept as they are.
 */
export function useInvestigationParams(): { params: InvestigationParams; setParams: SetInvestigationParams } {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const [share] = useState(paramsSharer);
  const params = useMemo(() => share(parseInvestigationParams(search)), [search, share]);

  const setParams = useCallback<SetInvestigationParams>(
    (patch, options) => {
      const replace = options?.replace ?? replacesByDefault(patch);
      setSearchParams(
        (prev) => {
          const next = serializeInvestigationParams(patchInvestigationParams(parseInvestigationParams(prev), patch));
          const known: ReadonlySet<string> = new Set(INVESTIGATION_KEYS);
          for (const [key, value] of prev) if (!known.has(key)) next.append(key, value);
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  return { params, setParams };
}
