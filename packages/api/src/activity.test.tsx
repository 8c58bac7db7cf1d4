import { render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActivity } from './activity.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createActivity', () => {
  it('tells its listeners the count once the current step is done, the last count once', async () => {
    const activity = createActivity();
    const listener = vi.fn();
    activity.subscribe(listener);
    const finish = activity.start();
    activity.start();
    expect(activity.pending()).toBe(2);
    expect(listener).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(listener.mock.calls).toEqual([[2]]);
    finish();
    finish();
    await Promise.resolve();
    expect(listener.mock.calls).toEqual([[2], [1]]);
  });

  it('lets a component start a request while it renders without updating another one during that render', async () => {
    const activity = createActivity();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Counter() {
      const pending = useSyncExternalStore(activity.subscribe, activity.pending);
      return <p>{`pending ${pending}`}</p>;
    }
    let started = false;
    function Loader() {
      // What a data hook does when it fetches during its render (SWR with suspense).
      if (!started) {
        started = true;
        activity.start();
      }
      return null;
    }
    const { rerender } = render(
      <>
        <Counter />
        <p>idle</p>
      </>,
    );
    rerender(
      <>
        <Counter />
        <Loader />
      </>,
    );
    expect(await screen.findByText('pending 1')).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });
});
