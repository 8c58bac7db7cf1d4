// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceEvidence } from '../attendance/evidence.ts';
import { newCustomer } from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { openLearningCheckTestApp, type LearningCheckTestApp } from './test-support.ts';

describe.each(testDatabaseTargets())(
  'the passed learning checks, read with the attendance evidence, on $name',
  (target) => {
    let t: LearningCheckTestApp;
    beforeAll(async () => {
      t = await openLearningCheckTestApp(target);
    }, 60_000);
    afterAll(async () => {
      await t?.close();
    });

    it('answers the passing attempt of each position and nothing for one not passed', async () => {
      const db = t.database.database.db;
      const passing = await t.book(newCustomer('Anna'));
      const failing = await t.book(newCustomer('Ben'));
      const started = new Date('2027-12-31T21:00:00Z');
      const passedAt = new Date('2027-12-31T22:30:00Z');
      await db.insert(schema.learningCheckAttempts).values([
        {
          orderPositionId: passing.selfPositionId,
          number: 1,
          questionsAsked: 10,
          startedAt: started,
          submittedAt: started,
          correct: 7,
          percent: 70,
          passed: false,
        },
        {
          orderPositionId: passing.selfPositionId,
          number: 2,
          questionsAsked: 10,
          startedAt: started,
          submittedAt: passedAt,
          correct: 8,
          percent: 80,
          passed: true,
        },
        {
          orderPositionId: failing.selfPositionId,
          number: 1,
          questionsAsked: 10,
          startedAt: started,
          submittedAt: started,
          correct: 2,
          percent: 20,
          passed: false,
        },
      ]);

      const evidence = await attendanceEvidence(
        db,
        [passing.selfPositionId, failing.selfPositionId, passing.selfPositionId],
        passedAt,
      );

      expect(evidence.map((entry) => entry.learningCheck)).toEqual([
        {
          positionId: passing.selfPositionId,
          passedAt,
          percent: 80,
          attempt: 2,
          questionsAsked: 10,
          correct: 8,
        },
        null,
      ]);
      expect(await attendanceEvidence(db, [], passedAt)).toEqual([]);
    });
  },
);
