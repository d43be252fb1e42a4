import { useEffect } from 'react';

export type PresentCommand = 'next' | 'previous' | 'first' | 'last' | 'exit' | 'fullscreen';

/**
 * Clicker-compatible keys: presentation remotes send PageDown/PageUp (some send arrows or Space).
 * Exported for tests; the hook below is the only consumer in the app.
 */
export function commandForKey(key: string): PresentCommand | null {
  switch (key) {
    case 'ArrowRight':
    case 'PageDown':
    case ' ':
    case 'Spacebar':
      return 'next';
    case 'ArrowLeft':
    case 'PageUp':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'Escape':
      return 'exit';
    case 'f':
    case 'F':
      return 'fullscreen';
    default:
      return null;
  }
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Listens on the window so the keys work whatever has focus (the canvas, a panel), except while typing. */
export function usePresentKeys(onCommand: (command: PresentCommand) => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const command = commandForKey(event.key);
      if (!command) return;
      // While the browser is full screen it consumes Escape itself to leave full screen; that is fine.
      event.preventDefault();
      event.stopPropagation();
      onCommand(command);
    };
    // Capture phase: React Flow binds arrows for its own selection moves; on stage the story wins.
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [onCommand]);
}
