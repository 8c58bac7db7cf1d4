import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  furtherTrainingFormats,
  furtherTrainingInputSchema,
  furtherTrainingYearStateSchema,
  selfStudyFormats,
  type CreditedItem,
  type FurtherTrainingInput,
  type FurtherTrainingYearState,
  type SpecialistTitle,
} from '@kursmarkt/schemas';
import { furtherTrainingScope, furtherTrainingYear, furtherTrainingYears } from './hours.ts';

const labourLaw = 1;
const socialLaw = 2;
const taxLaw = 3;

const title = (scopeId: number, changes: Partial<SpecialistTitle> = {}): SpecialistTitle => ({
  scopeId,
  sinceYear: 2020,
  candidate: false,
  excusedYears: [],
  ...changes,
});

let nextId = 0;
const item = (
  hours: number,
  scopeIds: number[],
  changes: Partial<CreditedItem> = {},
): CreditedItem => {
  nextId += 1;
  return {
    id: `item-${nextId}`,
    kind: 'BOOKING',
    at: `2026-03-${String((nextId % 28) + 1).padStart(2, '0')}T17:00:00+01:00`,
    minutes: hours * 60,
    format: 'PRESENT',
    learningCheckPassed: false,
    scopeIds,
    assignedScopeId: null,
    makeUpYear: null,
    ...changes,
  };
};

const yearOf = (titles: SpecialistTitle[], items: CreditedItem[], year = 2026) =>
  furtherTrainingYear({ titles, items }, year);
const titleOf = (state: FurtherTrainingYearState, scopeId: number) =>
  state.titles.find((entry) => entry.scopeId === scopeId)!;
const placementOf = (state: FurtherTrainingYearState, id: string) =>
  state.items.find((entry) => entry.itemId === id);

describe('the hours of one title in a year', () => {
  it('counts 12 hours attended and 4 hours of self-study with a passed learning check as 16 hours, reaching 15', () => {
    const state = yearOf(
      [title(labourLaw)],
      [item(12, [labourLaw]), item(4, [labourLaw], { format: 'SELF', learningCheckPassed: true })],
    );
    expect(titleOf(state, labourLaw)).toMatchObject({
      countedMinutes: 16 * 60,
      liveMinutes: 12 * 60,
      selfStudyCountedMinutes: 4 * 60,
      gapMinutes: 0,
      reached: true,
      explanations: ['REACHED'],
    });
  });

  it('counts no more than 5 hours of self-study, and says which item went over', () => {
    const first = item(4, [labourLaw], { format: 'SELF', learningCheckPassed: true });
    const second = item(3, [labourLaw], { format: 'SELF', learningCheckPassed: true });
    const state = yearOf([title(labourLaw)], [first, second, item(6, [labourLaw])]);
    expect(titleOf(state, labourLaw)).toMatchObject({
      countedMinutes: 11 * 60,
      selfStudyMinutes: 7 * 60,
      selfStudyCountedMinutes: 5 * 60,
      gapMinutes: 4 * 60,
      explanations: ['GAP', 'SELF_STUDY_CAPPED'],
    });
    expect(placementOf(state, first.id)?.countedMinutes).toBe(4 * 60);
    expect(placementOf(state, second.id)).toMatchObject({
      countedMinutes: 60,
      explanations: ['ONLY_MATCHING_TITLE', 'SELF_STUDY_OVER_CAP'],
    });
  });

  it('counts self-study without a passed learning check for no title', () => {
    const unchecked = item(3, [labourLaw], { format: 'SELF' });
    const state = yearOf([title(labourLaw)], [unchecked]);
    expect(placementOf(state, unchecked.id)).toMatchObject({
      scopeId: null,
      countedMinutes: 0,
      explanations: ['LEARNING_CHECK_MISSING'],
    });
    expect(titleOf(state, labourLaw).countedMinutes).toBe(0);
  });

  it('counts a recording as self-study, under the same cap', () => {
    const recording = item(6, [labourLaw], { format: 'RECORDING', learningCheckPassed: true });
    const state = yearOf([title(labourLaw)], [recording]);
    expect(placementOf(state, recording.id)).toMatchObject({
      selfStudy: true,
      countedMinutes: 5 * 60,
      explanations: ['RECORDING_IS_SELF_STUDY', 'ONLY_MATCHING_TITLE', 'SELF_STUDY_OVER_CAP'],
    });
  });

  it('counts an online seminar ending at 23:30 on 31 December in Berlin for that year, and one ending at 00:30 for the next', () => {
    const lateOnNewYearsEve = item(2, [labourLaw], {
      format: 'ONLINE',
      at: '2026-12-31T22:30:00Z',
    });
    const afterMidnight = item(2, [labourLaw], { format: 'ONLINE', at: '2026-12-31T23:30:00Z' });
    const input = { titles: [title(labourLaw)], items: [lateOnNewYearsEve, afterMidnight] };
    expect(furtherTrainingYears(input)).toEqual([2026, 2027]);
    expect(furtherTrainingYear(input, 2026).items.map((entry) => entry.itemId)).toEqual([
      lateOnNewYearsEve.id,
    ]);
    expect(furtherTrainingYear(input, 2027).items.map((entry) => entry.itemId)).toEqual([
      afterMidnight.id,
    ]);
  });

  it('counts a course whose scopes match none of the titles for no title', () => {
    const elsewhere = item(5, [taxLaw]);
    const state = yearOf([title(labourLaw)], [elsewhere]);
    expect(placementOf(state, elsewhere.id)).toMatchObject({
      scopeId: null,
      explanations: ['NO_MATCHING_TITLE'],
    });
  });
});

describe('when the duty begins', () => {
  it('asks nothing in the year the title was granted and 15 hours from the next one', () => {
    const input = {
      titles: [title(labourLaw, { sinceYear: 2026 })],
      items: [item(3, [labourLaw])],
    };
    expect(titleOf(furtherTrainingYear(input, 2026), labourLaw)).toMatchObject({
      due: false,
      gapMinutes: 0,
      explanations: ['NOT_DUE_YET'],
    });
    expect(titleOf(furtherTrainingYear(input, 2027), labourLaw)).toMatchObject({
      due: true,
      gapMinutes: 15 * 60,
      explanations: ['GAP'],
    });
  });

  it('asks a candidate for 15 hours from the year after the specialist course began', () => {
    const candidate = title(socialLaw, { candidate: true, sinceYear: 2025 });
    const state = yearOf([candidate], [item(15, [socialLaw])]);
    expect(titleOf(state, socialLaw)).toMatchObject({
      due: true,
      reached: true,
      explanations: ['CANDIDATE_DUTY', 'REACHED'],
    });
    expect(state).toMatchObject({ titlesDue: 1, titlesReached: 1 });
  });
});

describe('the split across titles', () => {
  it('splits courses fitting two titles so that both reach 15 hours, where filling the emptier title first would reach one', () => {
    // Filling the emptier title first: 10 h to labour law, 5 h to social law, 8 h to social
    // law (13 h), 7 h to labour law (17 h) — one title at 15 hours.
    const both = [labourLaw, socialLaw];
    const items = [item(10, both), item(5, both), item(8, both), item(7, both)];
    const state = yearOf([title(labourLaw), title(socialLaw)], items);
    expect(state.titles.map((entry) => entry.countedMinutes)).toEqual([15 * 60, 15 * 60]);
    expect(state).toMatchObject({
      titlesReached: 2,
      explanations: ['SPLIT_FOR_MOST_TITLES'],
    });
    expect(state.items.every((entry) => entry.explanations.includes('CHOSEN_BY_SPLIT'))).toBe(true);
  });

  it('keeps a course the customer moved with the title it was moved to, even where the split would put it elsewhere', () => {
    const moved = item(8, [labourLaw, socialLaw], { assignedScopeId: labourLaw });
    const state = yearOf(
      [title(labourLaw), title(socialLaw)],
      [item(15, [labourLaw]), moved, item(7, [socialLaw])],
    );
    expect(placementOf(state, moved.id)).toMatchObject({
      scopeId: labourLaw,
      explanations: ['MOVED_BY_CUSTOMER'],
    });
    expect(state).toMatchObject({ titlesReached: 1, explanations: ['NOT_EVERY_TITLE_REACHABLE'] });
  });

  it('takes a move to a title the course is not listed for, and says the chamber decides', () => {
    const moved = item(4, [labourLaw], { assignedScopeId: socialLaw });
    const state = yearOf([title(labourLaw), title(socialLaw)], [moved]);
    expect(placementOf(state, moved.id)).toMatchObject({
      scopeId: socialLaw,
      explanations: ['MOVED_BY_CUSTOMER', 'MOVED_OUTSIDE_COURSE_SCOPES'],
    });
  });

  it('ignores a move to a scope the customer holds no title in', () => {
    const moved = item(4, [labourLaw], { assignedScopeId: taxLaw });
    const state = yearOf([title(labourLaw)], [moved]);
    expect(placementOf(state, moved.id)).toMatchObject({
      scopeId: labourLaw,
      explanations: ['MOVE_IGNORED_NO_SUCH_TITLE', 'ONLY_MATCHING_TITLE'],
    });
  });

  it('prefers the due title over one granted this year', () => {
    const both = item(15, [labourLaw, socialLaw]);
    const state = yearOf([title(labourLaw, { sinceYear: 2026 }), title(socialLaw)], [both]);
    expect(placementOf(state, both.id)?.scopeId).toBe(socialLaw);
  });

  it('answers one title with the items that count for it', () => {
    const labour = item(6, [labourLaw]);
    const social = item(6, [socialLaw]);
    const state = yearOf([title(labourLaw), title(socialLaw)], [labour, social]);
    expect(furtherTrainingScope(state, socialLaw)).toMatchObject({
      year: 2026,
      title: { scopeId: socialLaw, countedMinutes: 6 * 60 },
      items: [{ itemId: social.id }],
    });
    expect(furtherTrainingScope(state, taxLaw)).toBeUndefined();
  });
});

describe('make-up hours for an excused year', () => {
  it('count for the excused year and not for the year they were earned', () => {
    const excused = title(labourLaw, { excusedYears: [2025] });
    const makeUp = item(6, [labourLaw], { makeUpYear: 2025 });
    const input = { titles: [excused], items: [makeUp, item(15, [labourLaw])] };
    const year2025 = furtherTrainingYear(input, 2025);
    expect(placementOf(year2025, makeUp.id)).toMatchObject({
      makeUpYear: 2025,
      countedMinutes: 6 * 60,
      explanations: ['MAKE_UP_FOR_EXCUSED_YEAR', 'ONLY_MATCHING_TITLE'],
    });
    expect(titleOf(year2025, labourLaw)).toMatchObject({
      excused: true,
      makeUpMinutes: 6 * 60,
      explanations: ['GAP', 'EXCUSED_YEAR', 'MADE_UP_LATER'],
    });
    const year2026 = furtherTrainingYear(input, 2026);
    expect(placementOf(year2026, makeUp.id)).toBeUndefined();
    expect(titleOf(year2026, labourLaw).countedMinutes).toBe(15 * 60);
  });

  it('count in their own year when no fitting title excused the year named', () => {
    const makeUp = item(6, [labourLaw], { makeUpYear: 2025 });
    const input = {
      titles: [title(labourLaw), title(socialLaw, { excusedYears: [2025] })],
      items: [makeUp],
    };
    expect(furtherTrainingYears(input)).toEqual([2026]);
    expect(placementOf(furtherTrainingYear(input, 2026), makeUp.id)).toMatchObject({
      scopeId: labourLaw,
      makeUpYear: null,
      explanations: ['MAKE_UP_YEAR_NOT_EXCUSED', 'ONLY_MATCHING_TITLE'],
    });
  });
});

describe('the input', () => {
  it('takes at most three titles, one per scope', () => {
    const titles = [title(1), title(2), title(3), title(4)];
    expect(furtherTrainingInputSchema.safeParse({ titles, items: [] }).success).toBe(false);
    expect(
      furtherTrainingInputSchema.safeParse({ titles: [title(1), title(1)], items: [] }).success,
    ).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

const scopePool = [labourLaw, socialLaw, taxLaw, 4];
const years = { min: 2024, max: 2027 };

const titlesArbitrary = fc
  .uniqueArray(fc.constantFrom(labourLaw, socialLaw, taxLaw), { maxLength: 3 })
  .chain((scopeIds) =>
    fc.tuple(
      ...scopeIds.map((scopeId) =>
        fc.record({
          scopeId: fc.constant(scopeId),
          sinceYear: fc.integer({ min: 2023, max: 2027 }),
          candidate: fc.boolean(),
          excusedYears: fc.uniqueArray(fc.integer(years), { maxLength: 2 }),
        }),
      ),
    ),
  );

/** Instants anywhere in 2024 to 2027, and many within an hour and a half of a German New Year. */
const instantArbitrary = fc.oneof(
  fc
    .date({
      min: new Date('2024-01-01T00:00:00Z'),
      max: new Date('2027-12-31T20:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString()),
  fc
    .tuple(fc.integer({ min: 2024, max: 2027 }), fc.integer({ min: -90, max: 90 }))
    .map(([year, minutes]) =>
      new Date(Date.parse(`${year}-12-31T23:00:00Z`) + minutes * 60_000).toISOString(),
    ),
);

const itemArbitrary = fc.record({
  kind: fc.constantFrom('BOOKING' as const, 'MANUAL' as const),
  at: instantArbitrary,
  minutes: fc.integer({ min: 15, max: 10 * 60 }),
  format: fc.constantFrom(...furtherTrainingFormats),
  learningCheckPassed: fc.boolean(),
  scopeIds: fc.uniqueArray(fc.constantFrom(...scopePool), { maxLength: 3 }),
  assignedScopeId: fc.option(fc.constantFrom(...scopePool), { freq: 4 }),
  makeUpYear: fc.option(fc.integer({ min: 2023, max: 2027 }), { freq: 3 }),
});

const inputArbitrary: fc.Arbitrary<FurtherTrainingInput> = fc.record({
  titles: titlesArbitrary,
  items: fc
    .array(itemArbitrary, { maxLength: 10 })
    .map((items) => items.map((entry, index) => ({ ...entry, id: `i${index}` }))),
});

/**
 * Two or three due titles and up to six items of 2026 that fit one or more of them, with
 * hours that make 15 per title a close call: where a careless split shows.
 */
const splitInputArbitrary: fc.Arbitrary<FurtherTrainingInput> = fc
  .uniqueArray(fc.constantFrom(labourLaw, socialLaw, taxLaw), { minLength: 2, maxLength: 3 })
  .chain((scopeIds) =>
    fc.record({
      titles: fc.constant(scopeIds.map((scopeId) => title(scopeId))),
      items: fc
        .array(
          fc.record({
            kind: fc.constant('BOOKING' as const),
            at: fc
              .integer({ min: 0, max: 364 })
              .map((day) =>
                new Date(Date.parse('2026-01-01T12:00:00Z') + day * 86_400_000).toISOString(),
              ),
            minutes: fc.integer({ min: 1, max: 16 }).map((quarters) => quarters * 30),
            format: fc.constantFrom(...furtherTrainingFormats),
            learningCheckPassed: fc.constant(true),
            scopeIds: fc.subarray(scopeIds, { minLength: 1 }),
            assignedScopeId: fc.constant(null),
            makeUpYear: fc.constant(null),
          }),
          { minLength: 1, maxLength: 6 },
        )
        .map((items) => items.map((entry, index) => ({ ...entry, id: `s${index}` }))),
    }),
  );

const everyYear = (input: FurtherTrainingInput) =>
  furtherTrainingYears(input).map((year) => furtherTrainingYear(input, year));

const germanYear = (at: string) =>
  Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(
      new Date(at),
    ),
  );

describe('the engine, for any titles and items', () => {
  it('answers what the contract describes', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        for (const state of everyYear(input)) furtherTrainingYearStateSchema.parse(state);
      }),
    );
  });

  it('counts each minute once: every item in one year, for at most one title, and the titles add up to their items', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const states = everyYear(input);
        const seen = states.flatMap((state) => state.items.map((entry) => entry.itemId)).sort();
        expect(seen).toEqual(input.items.map((entry) => entry.id).sort());
        for (const state of states) {
          for (const entry of state.items) {
            expect(entry.countedMinutes).toBeLessThanOrEqual(entry.minutes);
            if (entry.scopeId === null) expect(entry.countedMinutes).toBe(0);
          }
          for (const titleYear of state.titles) {
            const own = state.items.filter((entry) => entry.scopeId === titleYear.scopeId);
            const counted = own.reduce((sum, entry) => sum + entry.countedMinutes, 0);
            expect(titleYear.countedMinutes).toBe(counted);
            expect(titleYear.liveMinutes + titleYear.selfStudyCountedMinutes).toBe(counted);
          }
        }
      }),
    );
  });

  it('counts at most 5 hours of self-study per title and year, and only with a passed learning check', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        for (const state of everyYear(input)) {
          for (const titleYear of state.titles) {
            expect(titleYear.selfStudyCountedMinutes).toBeLessThanOrEqual(5 * 60);
            const selfStudy = state.items.filter(
              (entry) => entry.scopeId === titleYear.scopeId && entry.selfStudy,
            );
            const earned = selfStudy.reduce((sum, entry) => sum + entry.minutes, 0);
            expect(titleYear.selfStudyCountedMinutes).toBe(Math.min(5 * 60, earned));
          }
          for (const entry of state.items) {
            const source = input.items.find((candidate) => candidate.id === entry.itemId)!;
            expect(entry.selfStudy).toBe(selfStudyFormats.includes(source.format));
            if (entry.selfStudy && !source.learningCheckPassed) expect(entry.scopeId).toBeNull();
          }
        }
      }),
    );
  });

  it('counts an item not made up for another year in the calendar year Berlin shows at its instant', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        for (const state of everyYear(input)) {
          for (const entry of state.items) {
            if (entry.makeUpYear === null) expect(state.year).toBe(germanYear(entry.at));
          }
        }
      }),
    );
  });

  it('keeps the total when the customer moves a counted booking to another title', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.nat(), fc.nat(), (input, itemIndex, titleIndex) => {
        const counted = everyYear(input).flatMap((state) =>
          state.items.filter((entry) => entry.scopeId !== null),
        );
        fc.pre(counted.length > 0 && input.titles.length > 1);
        const target = counted[itemIndex % counted.length]!;
        const to = input.titles[titleIndex % input.titles.length]!.scopeId;
        const moved = {
          titles: input.titles,
          items: input.items.map((entry) =>
            entry.id === target.itemId ? { ...entry, assignedScopeId: to } : entry,
          ),
        };
        const totals = (states: FurtherTrainingYearState[]) => {
          const entries = states.flatMap((state) =>
            state.items.filter((entry) => entry.scopeId !== null),
          );
          return {
            placed: entries.reduce((sum, entry) => sum + entry.minutes, 0),
            live: entries
              .filter((entry) => !entry.selfStudy)
              .reduce((sum, entry) => sum + entry.countedMinutes, 0),
          };
        };
        const after = everyYear(moved);
        expect(totals(after)).toEqual(totals(everyYear(input)));
        const placed = after
          .flatMap((state) => state.items)
          .find((entry) => entry.itemId === target.itemId);
        expect(placed?.scopeId).toBe(to);
      }),
    );
  });

  it('never reaches fewer due titles than any other split of the same items, a greedy one among them', () => {
    fc.assert(
      fc.property(splitInputArbitrary, (input) => {
        const state = furtherTrainingYear(input, 2026);
        const open = state.items.filter((entry) => entry.explanations.includes('CHOSEN_BY_SPLIT'));
        const choices = open.map((entry) => {
          const source = input.items.find((candidate) => candidate.id === entry.itemId)!;
          return input.titles
            .map((candidate) => candidate.scopeId)
            .filter((scopeId) => source.scopeIds.includes(scopeId));
        });
        const reachedWith = (scopeIds: number[]) => {
          const items = input.items.map((entry) => {
            const index = open.findIndex((candidate) => candidate.itemId === entry.id);
            return index < 0 ? entry : { ...entry, assignedScopeId: scopeIds[index]! };
          });
          return furtherTrainingYear({ titles: input.titles, items }, 2026).titlesReached;
        };
        const splits = choices.reduce<number[][]>(
          (partial, list) =>
            partial.flatMap((prefix) => list.map((scopeId) => [...prefix, scopeId])),
          [[]],
        );
        const best = Math.max(...splits.map(reachedWith));
        expect(state.titlesReached).toBe(best);
        expect(state.titlesReached).toBeGreaterThanOrEqual(
          reachedWith(greedySplit(input, state, open, choices)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('with more courses fitting several titles than the exact search keeps, still reaches as many titles as the greedy split', () => {
    const manyItems = splitInputArbitrary.chain((input) =>
      fc
        .array(
          fc.record({
            day: fc.integer({ min: 0, max: 364 }),
            minutes: fc.integer({ min: 20, max: 480 }),
          }),
          { minLength: 12, maxLength: 16 },
        )
        .map((extra) => ({
          titles: input.titles,
          items: extra.map(({ day, minutes }, index) => ({
            ...input.items[0]!,
            id: `m${index}`,
            at: new Date(Date.parse('2026-01-01T12:00:00Z') + day * 86_400_000).toISOString(),
            minutes,
            format: 'PRESENT' as const,
            scopeIds: input.titles.map((entry) => entry.scopeId),
          })),
        })),
    );
    fc.assert(
      fc.property(manyItems, (input) => {
        const state = furtherTrainingYear(input, 2026);
        const choices = state.items.map(() => input.titles.map((entry) => entry.scopeId));
        const greedy = greedySplit(input, state, state.items, choices);
        const greedyScope = new Map(
          state.items.map((entry, index) => [entry.itemId, greedy[index]!]),
        );
        const greedyState = furtherTrainingYear(
          {
            titles: input.titles,
            items: input.items.map((entry) => ({
              ...entry,
              assignedScopeId: greedyScope.get(entry.id)!,
            })),
          },
          2026,
        );
        expect(state.titlesReached).toBeGreaterThanOrEqual(greedyState.titlesReached);
      }),
      { numRuns: 15 },
    );
  });

  it('counts make-up hours once, for a title that excused the year they make up', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const states = everyYear(input);
        for (const state of states) {
          for (const entry of state.items.filter((candidate) => candidate.makeUpYear !== null)) {
            expect(entry.makeUpYear).toBe(state.year);
            expect(germanYear(entry.at)).toBeGreaterThan(state.year);
            const titleYear = state.titles.find((candidate) => candidate.scopeId === entry.scopeId);
            if (titleYear) expect(titleYear.excused).toBe(true);
          }
          for (const titleYear of state.titles) {
            if (titleYear.makeUpMinutes > 0) expect(titleYear.excused).toBe(true);
          }
        }
        const appearances = states.flatMap((state) => state.items.map((entry) => entry.itemId));
        expect(new Set(appearances).size).toBe(appearances.length);
      }),
    );
  });
});

/**
 * The greedy split the engine must never do worse than: the items that fit several titles, in
 * date order, each to the fitting title that has the fewest minutes so far.
 */
function greedySplit(
  input: FurtherTrainingInput,
  state: FurtherTrainingYearState,
  open: FurtherTrainingYearState['items'],
  choices: number[][],
): number[] {
  const openIds = new Set(open.map((entry) => entry.itemId));
  const fixed = furtherTrainingYear(
    { titles: input.titles, items: input.items.filter((entry) => !openIds.has(entry.id)) },
    state.year,
  );
  const live = new Map(fixed.titles.map((entry) => [entry.scopeId, entry.liveMinutes]));
  const self = new Map(fixed.titles.map((entry) => [entry.scopeId, entry.selfStudyCountedMinutes]));
  const counted = (scopeId: number) => live.get(scopeId)! + self.get(scopeId)!;
  return open.map((entry, index) => {
    const scopeId = choices[index]!.reduce((least, candidate) =>
      counted(candidate) < counted(least) ? candidate : least,
    );
    if (entry.selfStudy) self.set(scopeId, Math.min(5 * 60, self.get(scopeId)! + entry.minutes));
    else live.set(scopeId, live.get(scopeId)! + entry.minutes);
    return scopeId;
  });
}
