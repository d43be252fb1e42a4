import { describe, expect, it, vi } from 'vitest';
import { createCameraController, type CameraCommand, type ServeOutcome } from './camera-controller.ts';

function target(answer: (c: CameraCommand) => ServeOutcome) {
  const seen: CameraCommand[] = [];
  return { seen, serve: (c: CameraCommand) => (seen.push(c), answer(c)) };
}

describe('camera controller', () => {
  it('serves an aim at once when a canvas is attached and ready', () => {
    const cam = createCameraController();
    const t = target(() => 'served');
    cam.attach(t);
    cam.aim(['a', 'b'], { duration: 300 });
    expect(t.seen).toEqual([{ kind: 'aim', ids: ['a', 'b'], options: { duration: 300 }, seq: 1 }]);
    expect(cam.pending()).toBeNull();
  });

  it('keeps a command until a canvas attaches, then serves it on attach', () => {
    const cam = createCameraController();
    cam.fit();
    expect(cam.pending()?.kind).toBe('fit');
    const t = target(() => 'served');
    cam.attach(t);
    expect(t.seen.map((c) => c.kind)).toEqual(['fit']);
    expect(cam.pending()).toBeNull();
  });

  it('retries a waiting command on flush (the layout arrived) and serves it once', () => {
    const cam = createCameraController();
    let ready = false;
    const t = target(() => (ready ? 'served' : 'wait'));
    cam.attach(t);
    cam.aim(['x']);
    expect(cam.pending()?.kind).toBe('aim');
    ready = true;
    cam.flush();
    cam.flush();
    expect(t.seen).toHaveLength(2);
    expect(cam.pending()).toBeNull();
  });

  it('a newer call replaces an unserved one', () => {
    const cam = createCameraController();
    cam.aim(['old']);
    cam.aim(['new']);
    const t = target(() => 'served');
    cam.attach(t);
    expect(t.seen).toHaveLength(1);
    expect(t.seen[0]).toMatchObject({ kind: 'aim', ids: ['new'] });
  });

  it('cancel drops only its own command, and only while it waits', () => {
    const cam = createCameraController();
    const cancelOld = cam.aim(['a']);
    const cancelNew = cam.show({ x: 1, y: 2, zoom: 1 });
    cancelOld();
    expect(cam.pending()?.kind).toBe('show');
    cancelNew();
    expect(cam.pending()).toBeNull();
  });

  it('asks the next canvas when one skips the command, and a detached canvas is not asked', () => {
    const cam = createCameraController();
    const skipper = target(() => 'skip');
    const server = target(() => 'served');
    const detach = cam.attach(skipper);
    cam.attach(server);
    cam.aim(['a']);
    expect(skipper.seen).toHaveLength(1);
    expect(server.seen).toHaveLength(1);
    detach();
    cam.aim(['b']);
    expect(skipper.seen).toHaveLength(1);
  });

  it('tells subscribers when the waiting command changes', () => {
    const cam = createCameraController();
    const listener = vi.fn();
    const unsubscribe = cam.subscribe(listener);
    cam.aim(['a']);
    expect(listener).toHaveBeenCalledTimes(1);
    cam.attach(target(() => 'served'));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    cam.fit();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('carries a stage command’s onFramed to the target untouched (the issuer keeps the framing, not the camera)', () => {
    const cam = createCameraController();
    const onFramed = vi.fn();
    const t = target((c) => (c.options.onFramed?.({ part: 0, parts: 2, ids: ['a'] }), 'served'));
    cam.attach(t);
    cam.aim(['a', 'b'], { stage: true, onFramed });
    expect(onFramed).toHaveBeenCalledWith({ part: 0, parts: 2, ids: ['a'] });
    expect(t.seen[0]?.options.onFramed).toBe(onFramed);
  });
});
