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

export const createActivity = (): Activity => {
  const listeners = new Set<ActivityListener>();
  let pending = 0;
  const publish = () => listeners.forEach((listener) => listener(pending));
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
