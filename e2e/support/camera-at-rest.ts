import { expect, type Page } from '@playwright/test';

/**
 * Present mode's camera request was served and its glide has ended: every lineage canvas's viewport stayed put for
 * 12 frames (FLIP-314 steps show two canvases).
 */
export async function cameraAtRest(page: Page) {
  await expect(page.getByTestId('present-mode')).toHaveAttribute('data-camera', 'served');
  await page.waitForFunction(
    () => {
      const w = window as unknown as { lastCam?: string; camStable?: number };
      const t = [...document.querySelectorAll<HTMLElement>('[data-testid="present-mode"] .react-flow__viewport')].map((v) => v.style.transform).join('|');
      w.camStable = w.lastCam === t ? (w.camStable ?? 0) + 1 : 0;
      w.lastCam = t;
      return w.camStable >= 12;
    },
    undefined,
    { polling: 'raf' },
  );
}
