/**
 * The § 15 FAO hours engine (docs/decisions/0051-further-training-hours-per-title.md): from a
 * customer's specialist titles and the hours they earned, which hours count for which title in a
 * calendar year (Europe/Berlin), the gap to 15 hours, and why. Pure: no database, no clock.
 * Arithmetic is in whole minutes; an hour is 60 of them.
 */
import { getYear } from 'date-fns';
import {
  requiredMinutesPerYear,
  selfStudyFormats,
  selfStudyMinutesPerYear,
  type CreditedItem,
  type FurtherTrainingInput,
  type FurtherTrainingScopeState,
  type FurtherTrainingYearState,
  type ItemExplanationCode,
  type ItemPlacement,
  type SpecialistTitle,
  type TitleExplanationCode,
  type TitleYear,
  type YearExplanationCode,
} from '@kursmarkt/schemas';
import { germanTime } from '../german-today.ts';

/** The calendar year in Germany of an instant (`2026-12-31T23:30:00+01:00` is in 2026). */
const germanYearOf = (at: string): number => getYear(new Date(at), { in: germanTime });

/**
 * A title is due in the years after the one it was granted in; a candidate's duty (§ 4 (2) FAO)
 * in the years after the one their specialist course began in, which `sinceYear` names.
 */
const isDue = (title: SpecialistTitle, year: number): boolean => year > title.sinceYear;

/** An item with the year it counts for and the titles it may count for there. */
interface Placed {
  item: CreditedItem;
  year: number;
  selfStudy: boolean;
  /** Indices into the titles; empty when it counts for none. */
  targets: number[];
  moved: boolean;
  makeUp: boolean;
  explanations: ItemExplanationCode[];
}

/**
 * Decides an item's year and the titles it may count for. A move to one of the customer's titles
 * wins over the course's scopes. A make-up booking counts for the excused earlier year, and only
 * for titles that excused it, when one of the item's titles did; else in its own year. Each item
 * gets exactly one year: made-up hours never count twice.
 */
function place(item: CreditedItem, titles: readonly SpecialistTitle[]): Placed {
  const explanations: ItemExplanationCode[] = [];
  const ownYear = germanYearOf(item.at);
  const movedTo = titles.findIndex((title) => title.scopeId === item.assignedScopeId);
  const moved = movedTo >= 0;
  let targets: number[];
  if (moved) {
    targets = [movedTo];
    explanations.push('MOVED_BY_CUSTOMER');
    if (!item.scopeIds.includes(titles[movedTo]!.scopeId)) {
      explanations.push('MOVED_OUTSIDE_COURSE_SCOPES');
    }
  } else {
    if (item.assignedScopeId !== null) explanations.push('MOVE_IGNORED_NO_SUCH_TITLE');
    targets = titles.flatMap((title, index) =>
      item.scopeIds.includes(title.scopeId) ? [index] : [],
    );
  }
  let year = ownYear;
  let makeUp = false;
  const makeUpYear = item.makeUpYear;
  if (makeUpYear !== null) {
    const excusing =
      makeUpYear < ownYear
        ? targets.filter((index) => titles[index]!.excusedYears.includes(makeUpYear))
        : [];
    if (excusing.length > 0) {
      year = makeUpYear;
      targets = excusing;
      makeUp = true;
      explanations.push('MAKE_UP_FOR_EXCUSED_YEAR');
    } else {
      explanations.push('MAKE_UP_YEAR_NOT_EXCUSED');
    }
  }
  const selfStudy = selfStudyFormats.includes(item.format);
  if (item.format === 'RECORDING') explanations.push('RECORDING_IS_SELF_STUDY');
  if (selfStudy && !item.learningCheckPassed) {
    explanations.push('LEARNING_CHECK_MISSING');
    targets = [];
  } else if (targets.length === 0) {
    explanations.push('NO_MATCHING_TITLE');
  } else if (targets.length === 1 && !moved) {
    explanations.push('ONLY_MATCHING_TITLE');
  } else if (targets.length > 1) {
    explanations.push('CHOSEN_BY_SPLIT');
  }
  return { item, year, selfStudy, targets, moved, makeUp, explanations };
}

const byDate = (a: Placed, b: Placed): number =>
  Date.parse(a.item.at) - Date.parse(b.item.at) ||
  (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0);

/**
 * What decides every goal of the split, per title: the self-study minutes up to 5 hours and the
 * live minutes up to what 15 hours leave beside them (`[live0, self0, live1, self1, …]`). Two
 * splits with equal states are equal for every goal, now and after any further items, so the
 * search keeps one of them.
 */
type State = number[];

function added(state: State, title: number, placed: Placed): State {
  const next = state.slice();
  const live = 2 * title;
  const self = live + 1;
  if (placed.selfStudy) {
    next[self] = Math.min(selfStudyMinutesPerYear, next[self]! + placed.item.minutes);
  } else {
    next[live] = next[live]! + placed.item.minutes;
  }
  next[live] = Math.min(next[live]!, requiredMinutesPerYear - next[self]!);
  return next;
}

/** A title's minutes towards 15 hours in a state. */
const towards = (state: State, title: number): number => state[2 * title]! + state[2 * title + 1]!;

/**
 * The goals of the split, most important first, compared in order: due titles reaching 15 hours,
 * then other titles reaching them, then the minutes towards 15 hours of due titles, then the
 * self-study minutes that count, then the minutes towards 15 hours of all titles.
 */
function score(state: State, due: readonly boolean[]): number[] {
  let reachedDue = 0;
  let reachedOther = 0;
  let towardsDue = 0;
  let selfCounted = 0;
  let towardsAll = 0;
  due.forEach((isTitleDue, title) => {
    const counted = towards(state, title);
    const reached = counted >= requiredMinutesPerYear ? 1 : 0;
    if (isTitleDue) {
      reachedDue += reached;
      towardsDue += counted;
    } else {
      reachedOther += reached;
    }
    selfCounted += state[2 * title + 1]!;
    towardsAll += counted;
  });
  return [reachedDue, reachedOther, towardsDue, selfCounted, towardsAll];
}

const compare = (a: number[], b: number[]): number => {
  for (let index = 0; index < a.length; index += 1) {
    if (a[index] !== b[index]) return a[index]! - b[index]!;
  }
  return 0;
};

interface Node {
  state: State;
  parent: Node | null;
  title: number;
}

/**
 * The most states a step of the search keeps. A year with eight courses that each fit all three
 * titles comes near it; years with fewer such courses are searched exactly. Beyond it the best
 * states by the goals so far are kept, and the greedy split's.
 */
const maxStates = 5_000;

/** A step's states cut to `maxStates`: the best by the goals so far, the greedy split's among them. */
function kept(next: Map<string, Node>, due: readonly boolean[], greedy: Node): Map<string, Node> {
  const nodes = [...next.values()]
    .map((node) => ({ node, score: score(node.state, due) }))
    .sort((a, b) => compare(b.score, a.score))
    .slice(0, maxStates)
    .map(({ node }) => node);
  if (!nodes.includes(greedy)) nodes[nodes.length - 1] = greedy;
  return new Map(nodes.map((node) => [node.state.join(), node]));
}

/**
 * The split of the items that fit several titles, by dynamic programming over these items in date
 * order, keeping one split per state; the first best state in that order wins, so equal inputs
 * give equal splits. Exact while no step has more than `maxStates` states; never worse than the
 * greedy split (each item to the fitting title with the fewest minutes so far), whose states are
 * always kept. Returns the title index per open item.
 */
function split(fixedState: State, open: readonly Placed[], due: readonly boolean[]): number[] {
  const root: Node = { state: fixedState, parent: null, title: -1 };
  let layer = new Map<string, Node>([[fixedState.join(), root]]);
  let greedy = root;
  for (const placed of open) {
    const next = new Map<string, Node>();
    for (const node of layer.values()) {
      for (const title of placed.targets) {
        const state = added(node.state, title, placed);
        const key = state.join();
        if (!next.has(key)) next.set(key, { state, parent: node, title });
      }
    }
    const greedyTitle = placed.targets.reduce((least, title) =>
      towards(greedy.state, title) < towards(greedy.state, least) ? title : least,
    );
    greedy = next.get(added(greedy.state, greedyTitle, placed).join())!;
    layer = next.size > maxStates ? kept(next, due, greedy) : next;
  }
  let best = root;
  let bestScore: number[] | undefined;
  for (const node of layer.values()) {
    const nodeScore = score(node.state, due);
    if (bestScore === undefined || compare(nodeScore, bestScore) > 0) {
      best = node;
      bestScore = nodeScore;
    }
  }
  const choices: number[] = [];
  for (let node: Node | null = best; node.parent; node = node.parent) choices.unshift(node.title);
  return choices;
}

/** Every calendar year some item counts for (its own, or the excused year it makes up), in order. */
export function furtherTrainingYears(input: FurtherTrainingInput): number[] {
  const years = new Set(input.items.map((item) => place(item, input.titles).year));
  return [...years].sort((a, b) => a - b);
}

/**
 * The further-training status of one calendar year: which of the year's items count for which
 * title, each title's minutes, self-study counted up to its cap, the gap to 15 hours, and why.
 * Moves by the customer win; items that fit several titles are split so that as many due titles
 * as possible reach 15 hours.
 */
export function furtherTrainingYear(
  input: FurtherTrainingInput,
  year: number,
): FurtherTrainingYearState {
  const { titles } = input;
  const due = titles.map((title) => isDue(title, year));
  const ofYear = input.items
    .map((item) => place(item, titles))
    .filter((placed) => placed.year === year)
    .sort(byDate);
  const open = ofYear.filter((placed) => placed.targets.length > 1);
  const assignment = new Map<Placed, number>();
  let fixedState: State = titles.flatMap(() => [0, 0]);
  for (const placed of ofYear) {
    if (placed.targets.length === 1) {
      assignment.set(placed, placed.targets[0]!);
      fixedState = added(fixedState, placed.targets[0]!, placed);
    }
  }
  split(fixedState, open, due).forEach((title, index) => assignment.set(open[index]!, title));

  const items: ItemPlacement[] = [];
  const totals = titles.map(() => ({ live: 0, self: 0, selfCounted: 0, makeUp: 0 }));
  for (const placed of ofYear) {
    const title = assignment.get(placed);
    const explanations = [...placed.explanations];
    let countedMinutes = 0;
    if (title !== undefined) {
      const total = totals[title]!;
      if (placed.selfStudy) {
        countedMinutes = Math.min(placed.item.minutes, selfStudyMinutesPerYear - total.selfCounted);
        total.self += placed.item.minutes;
        total.selfCounted += countedMinutes;
        if (countedMinutes < placed.item.minutes) explanations.push('SELF_STUDY_OVER_CAP');
      } else {
        countedMinutes = placed.item.minutes;
        total.live += countedMinutes;
      }
      if (placed.makeUp) total.makeUp += countedMinutes;
    }
    items.push({
      itemId: placed.item.id,
      kind: placed.item.kind,
      format: placed.item.format,
      at: placed.item.at,
      minutes: placed.item.minutes,
      countedMinutes,
      scopeId: title === undefined ? null : titles[title]!.scopeId,
      selfStudy: placed.selfStudy,
      makeUpYear: placed.makeUp ? year : null,
      explanations,
    });
  }

  const titleYears = titles.map((title, index): TitleYear => {
    const total = totals[index]!;
    const countedMinutes = total.live + total.selfCounted;
    const reached = countedMinutes >= requiredMinutesPerYear;
    const excused = title.excusedYears.includes(year);
    const explanations: TitleExplanationCode[] = [];
    if (!due[index]) explanations.push('NOT_DUE_YET');
    else {
      if (title.candidate) explanations.push('CANDIDATE_DUTY');
      explanations.push(reached ? 'REACHED' : 'GAP');
    }
    if (total.self > total.selfCounted) explanations.push('SELF_STUDY_CAPPED');
    if (excused) explanations.push('EXCUSED_YEAR');
    if (total.makeUp > 0) explanations.push('MADE_UP_LATER');
    return {
      scopeId: title.scopeId,
      candidate: title.candidate,
      due: due[index]!,
      excused,
      requiredMinutes: requiredMinutesPerYear,
      countedMinutes,
      liveMinutes: total.live,
      selfStudyMinutes: total.self,
      selfStudyCountedMinutes: total.selfCounted,
      makeUpMinutes: total.makeUp,
      gapMinutes: due[index] ? Math.max(0, requiredMinutesPerYear - countedMinutes) : 0,
      reached,
      explanations,
    };
  });
  const titlesDue = titleYears.filter((title) => title.due).length;
  const titlesReached = titleYears.filter((title) => title.due && title.reached).length;
  const explanations: YearExplanationCode[] = [];
  if (open.length > 0) explanations.push('SPLIT_FOR_MOST_TITLES');
  if (titlesReached < titlesDue) explanations.push('NOT_EVERY_TITLE_REACHABLE');
  return { year, titles: titleYears, items, titlesDue, titlesReached, explanations };
}

/** One title's part of a year's status; undefined when the customer holds no title in the scope. */
export function furtherTrainingScope(
  state: FurtherTrainingYearState,
  scopeId: number,
): FurtherTrainingScopeState | undefined {
  const title = state.titles.find((candidate) => candidate.scopeId === scopeId);
  if (title === undefined) return undefined;
  return {
    year: state.year,
    title,
    items: state.items.filter((item) => item.scopeId === scopeId),
  };
}
