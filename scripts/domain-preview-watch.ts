/**
 * Watches one domain folder for `npm run domain:preview` (scripts/domain-preview.ts): after each
 * save it checks the folder as the server does when it loads domains, and keeps the last valid
 * state beside the mistakes of the current one.
 */
import { EventEmitter } from 'node:events';
import { watch } from 'node:fs';
import type { Issue } from '@kursmarkt/schemas';
import { loadDomain, type Domain } from '../packages/server/src/domains/load.ts';

export type PreviewState = {
  /** The folder as it was when it was last valid; undefined until it has been valid once. */
  domain?: Domain;
  /** Counts the valid states: a new one means the page shows something new. */
  version: number;
  /** The folder's mistakes now, as `npm run domain:check` reports them; none when valid. */
  issues: Issue[];
};

type Events = {
  /** A file of the folder changed on disk; the check follows when the saving has settled. */
  change: [file: string];
  /** The folder was checked. */
  state: [state: PreviewState];
};

export class DomainFolderWatch extends EventEmitter<Events> {
  #state: PreviewState = { version: 0, issues: [] };
  #checking: Promise<PreviewState> = Promise.resolve(this.#state);
  #timer: NodeJS.Timeout | undefined;
  #close: () => void = () => {};

  constructor(
    readonly folder: string,
    /** How long a save may keep writing (editors write a file in steps) before the check. */
    readonly settleMs = 100,
  ) {
    super();
  }

  get state(): PreviewState {
    return this.#state;
  }

  /** Checks the folder now (after a check under way) and resolves with the state after it. */
  check(): Promise<PreviewState> {
    this.#checking = this.#checking.then(async () => {
      const { domain, issues } = await loadDomain(this.folder);
      this.#state = domain
        ? { domain, version: this.#state.version + 1, issues: [] }
        : { ...this.#state, issues };
      this.emit('state', this.#state);
      return this.#state;
    });
    return this.#checking;
  }

  /** A file changed: the folder is checked once no further change came for `settleMs`. */
  changed(file: string) {
    this.emit('change', file);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.check(), this.settleMs);
  }

  /** Starts watching the folder's JSON files. */
  start(): this {
    const watcher = watch(this.folder, (_event, file) => {
      if (!file || file.endsWith('.json')) this.changed(file ?? this.folder);
    });
    this.#close = () => {
      clearTimeout(this.#timer);
      watcher.close();
    };
    return this;
  }

  close() {
    this.#close();
  }
}
