import { Link, useLocation } from 'react-router';
import { NamespacePicker } from '../../features/search/namespace-picker.tsx';
import { SearchBox } from '../../features/search/search-box.tsx';
import { useTributaryStore } from '../../state/store.ts';
import { selectOpenPalette } from '../../state/selectors.ts';
import { ExportMenu } from '../../features/export/export-menu.tsx';
import { LINEAGE_PATH } from '../../lib/investigation-params.ts';
import { TraceExportMenu } from './trace-export-menu.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { ViewTabs } from './view-tabs.tsx';

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Product name, namespace picker, search, view tabs, palette and theme buttons. */
export function AppHeader() {
  const openPalette = useTributaryStore(selectOpenPalette);
  const { pathname } = useLocation();
  return (
    <header className="tb-header">
      <Link to="/" className="tb-header__brand" aria-label="Tributary — overview">
        <img src="/favicon.svg" alt="" />
        Tributary
      </Link>
      <NamespacePicker />
      <SearchBox />
      <ViewTabs />
      <span className="tb-header__spacer" />
      <div className="tb-header__tools">
        {pathname === LINEAGE_PATH ? <TraceExportMenu /> : <ExportMenu compact />}
        <button
          type="button"
          className="tb-button tb-button--ghost"
          onClick={() => openPalette()}
          aria-keyshortcuts="Control+K Meta+K /"
          title="Search palette"
        >
          <kbd>{IS_MAC ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </button>
        <ThemeToggle />
      </div>
    </header>
  );
}
