/** Something that wants to know how many requests are in flight (the global loading bar). */
export type ActivityListener = (pending: number) => void;

export type Activity = {
  /** Registers a listener; returns the function that removes it. */
  subscribe: (listener: ActivityListener) => () => void;
  /** The number of requests in flight now; never negative. */
  pending: () => number;
  /** Counts one request until the returned function is called (further calls do nothing). */
  start: () => () => void;
};

/**
 * Listeners hear of a change once the current step is done (a microtask), with the count as it
 * then is: a data hook may start a request while React renders it, and a listener that updated
 * another component (the loading bar) right then would update it during that render.
 */
export const createActivity = (): Activity => {
  const listeners = new Set<ActivityListener>();
  let pending = 0;
  let scheduled = false;
  const publish = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      listeners.forEach((listener) => listener(pending));
    });
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pending: () => pending,
    start: () => {
      pending += 1;
      publish();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        pending = Math.max(0, pending - 1);
        publish();
      };
    },
  };
};
