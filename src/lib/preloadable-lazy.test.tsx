// @vitest-environment jsdom
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy.ts';

afterEach(cleanup);

const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('preloadableLazy', () => {
  it('renders at once, without its fallback, once preloaded; loads the module only once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Component = preloadableLazy(load);
    await Component.preload();
    await Component.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="flink" />
      </Suspense>,
    );
    expect(screen.getByText('hello flink')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledOnce();
  });

  it('without a preload, suspends like React.lazy and then renders', async () => {
    const Component = preloadableLazy(() => Promise.resolve({ default: Hello }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="spark" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('hello spark')).toBeTruthy();
  });

  it('a failed preload is tried again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk 404')).mockResolvedValue({ default: Hello });
    const Component = preloadableLazy<{ name: string }>(load);
    await expect(Component.preload()).rejects.toThrow('chunk 404');
    await act(() => Component.preload());
    render(<Component name="kafka" />);
    expect(screen.getByText('hello kafka')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
