// @vitest-environment node
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addHours } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, orderSchema } from '@kursmarkt/schemas';
import {
  bodyOf,
  catalogueNow,
  newCustomer,
  openCartTestApp,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import type { FinishedJob } from '../jobs/jobs.ts';
import { folderStorage } from '../storage/folder-storage.ts';
import { deleteOrphanUploadsJob, orphanUploadGraceHours } from './cleanup.ts';

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(testDatabaseTargets())('unreferenced uploads on $name', (target) => {
  let t: CartTestApp;
  let storageDir: string;
  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'kursmarkt-upload-cleanup-'));
    t = await openCartTestApp(target, { storage: folderStorage(storageDir) });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  const db = () => t.database.database.db;
  /** The ids of the upload files in the storage (uploads/<2>/<id>). */
  const files = async () =>
    (await readdir(storageDir, { recursive: true }))
      .filter((name) => name.startsWith('uploads/') && name.split('/').length === 3)
      .map((name) => name.split('/')[2]!)
      .sort();
  const rows = async () =>
    (await db().select({ id: schema.uploads.id }).from(schema.uploads)).map((row) => row.id).sort();

  /** A customer's cart with the specialist course, which asks for a proof; its position's id. */
  async function cartWithProofCourse(person: Person) {
    const cart = cartSchema.parse(
      bodyOf(
        await t.call('PUT', '/api/cart', {
          person,
          payload: {
            courseId: t.ids.specialist.courseId,
            scheduleId: t.ids.specialist.september,
            priceLevelId: t.ids.specialist.septemberStandard,
          },
        }),
      ),
    );
    return cart.positions[0]!.id;
  }
  async function uploadProof(person: Person, positionId: string) {
    const body = new FormData();
    body.append('positionId', positionId);
    body.append('file', new Blob([pdf], { type: 'application/pdf' }), 'Zulassung.pdf');
    const answer = bodyOf(
      await t.call('POST', '/api/order/file-upload', { person, payload: body }),
      201,
    ) as { id: string };
    return answer.id;
  }
  /** A course booked elsewhere with its certificate; the certificate's upload id. */
  async function enterManualOrder(person: Person) {
    const body = new FormData();
    const fields = {
      organizer: 'Anwaltsakademie Nord',
      title: 'Kündigungsschutz aktuell',
      startDate: '2027-02-04',
      endDate: '2027-02-04',
      hours: '7,5',
      format: 'PRESENT',
      scopeId: String(t.ids.scopes.arbeit),
    };
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    body.append('file', new Blob([pdf], { type: 'application/pdf' }), 'Zertifikat.pdf');
    const answer = bodyOf(
      await t.call('POST', '/api/order/manuel', { person, payload: body }),
      201,
    ) as { evidence: { id: string } };
    return answer.evidence.id;
  }
  async function runJob() {
    const finished = new Promise<FinishedJob>((resolve) => {
      const listener = (job: FinishedJob) => {
        if (job.name !== deleteOrphanUploadsJob) return;
        t.app.jobs.events.off('finished', listener);
        resolve(job);
      };
      t.app.jobs.events.on('finished', listener);
    });
    await t.app.jobs.enqueue(db(), deleteOrphanUploadsJob, {});
    expect((await finished).error).toBeUndefined();
  }

  it('deletes a replaced proof and one whose position went, after the grace period; an order keeps its proof, a cart its current one and a course booked elsewhere its certificate', async () => {
    t.clock.set(catalogueNow);
    // Anna replaces her proof, then orders with the second one.
    const anna = newCustomer('Anna');
    const annaPosition = await cartWithProofCourse(anna);
    const replaced = await uploadProof(anna, annaPosition);
    const ordered = await uploadProof(anna, annaPosition);
    bodyOf(
      await t.call('PUT', '/api/order/customer', {
        person: anna,
        payload: {
          customerKind: 'CONSUMER',
          name: anna.given_name,
          lastname: anna.family_name,
          street: 'Ring 5',
          zipCode: '50667',
          city: 'Köln',
          country: 'DEU',
          email: anna.email,
        },
      }),
    );
    bodyOf(
      await t.call('PUT', '/api/order/payment', {
        person: anna,
        payload: { paymentMethod: 'INVOICE' },
      }),
    );
    const order = orderSchema.parse(
      bodyOf(
        await t.call('PUT', '/api/order', { person: anna, payload: { acceptTerms: true } }),
        201,
      ),
    );
    expect(order.positions[0]!.proofId).toBe(ordered);
    // Ben removes the course he had proved.
    const ben = newCustomer('Ben');
    const benPosition = await cartWithProofCourse(ben);
    const removed = await uploadProof(ben, benPosition);
    bodyOf(await t.call('DELETE', `/api/cart/${benPosition}`, { person: ben }));
    // Clara keeps her course and its proof in the cart.
    const clara = newCustomer('Clara');
    const kept = await uploadProof(clara, await cartWithProofCourse(clara));
    // Emil enters a course booked elsewhere.
    const certificate = await enterManualOrder(newCustomer('Emil'));

    const all = [replaced, ordered, removed, kept, certificate].sort();
    expect(await files()).toEqual(expect.arrayContaining(all));
    // Within the grace period nothing goes.
    t.clock.set(addHours(catalogueNow, orphanUploadGraceHours - 1));
    await runJob();
    expect(await rows()).toEqual(expect.arrayContaining(all));
    expect(await files()).toEqual(expect.arrayContaining(all));

    // A day later, Dora's proof of a removed course is still young.
    t.clock.set(addHours(catalogueNow, orphanUploadGraceHours + 1));
    const dora = newCustomer('Dora');
    const doraPosition = await cartWithProofCourse(dora);
    const young = await uploadProof(dora, doraPosition);
    bodyOf(await t.call('DELETE', `/api/cart/${doraPosition}`, { person: dora }));
    await runJob();

    const left = await rows();
    expect(left).toEqual(expect.arrayContaining([ordered, kept, young, certificate].sort()));
    expect(left).not.toContain(replaced);
    expect(left).not.toContain(removed);
    const stored = await files();
    expect(stored).toEqual(expect.arrayContaining([ordered, kept, young, certificate].sort()));
    expect(stored).not.toContain(replaced);
    expect(stored).not.toContain(removed);
    // The order's proof still opens for its owner.
    const document = await t.call(
      'GET',
      `/api/order/position/${order.positions[0]!.id}/document/${ordered}`,
      { person: anna },
    );
    expect(document.statusCode).toBe(200);
  });
});
