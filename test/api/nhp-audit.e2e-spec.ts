import type { AddressInfo } from 'node:net';
import type { DemoApp } from '../support/demo-app';
import { RpcClient } from '../support/ws-client';
import { nhpApp, type Swimmer, type Smtp } from '../support/nhp-app';

/** New-hire classes through the real app on the demo data (decision 0014): audit, DIRTY and e-mail. */
describe('new-hire audit, DIRTY and e-mail', () => {
  const app = nhpApp();
  const { sessions, post, placementClass, place } = app;
  let demo: DemoApp;
  let smtp: Smtp;
  let members: Swimmer[];
  beforeAll(() => {
    ({ demo, smtp, members } = app.state());
  });

  describe('audit, DIRTY and e-mail', () => {
    it('audits every write and pushes it as DIRTY', async () => {
      await demo.t.app.listen(0, '127.0.0.1');
      const url = `http://127.0.0.1:${(demo.t.app.getHttpServer().address() as AddressInfo).port}`;
      const browser = await RpcClient.connect(url, sessions.admin);
      try {
        const { klass, slots } = await placementClass(1);
        await place('staffing', slots[0].placementUuid, members[13].swimmerUuid).expect(200);
        const dirty = await browser.next(
          (m: { method?: string; params?: { entity?: string; uuid?: string } }) =>
            m.method === 'DIRTY' && m.params?.uuid === slots[0].placementUuid,
        );
        // A DIRTY carries the database position after its change (decision 0044).
        expect(dirty.params).toEqual({
          entity: 'nhp-placement',
          uuid: slots[0].placementUuid,
          action: 'place',
          position: expect.stringMatching(/^[0-9a-f]{16}$/),
        });
        const entries = await demo.ds.query(
          `SELECT entity_type, action FROM audit_entries WHERE entity_id IN ($1, $2) ORDER BY at`,
          [klass.nhpClassUuid, slots[0].placementUuid],
        );
        expect(entries.map((e: { action: string }) => e.action)).toEqual([
          'create',
          'qty',
          'finalizeKanbans',
          'place',
        ]);
      } finally {
        browser.close();
      }
    });

    it('e-mails the class roster to the caller through SMTP', async () => {
      const { klass, slots } = await placementClass(2);
      await place('staffing', slots[0].placementUuid, members[14].swimmerUuid).expect(200);
      const before = smtp.messages.length;
      const sent = await post('staffing', `secure/nhp-classes/${klass.nhpClassUuid}/email`).expect(
        200,
      );
      expect(sent.body).toMatchObject({ to: 'staffing@example.com', placements: 1 });
      for (let i = 0; i < 100 && smtp.messages.length === before; i++)
        await new Promise((done) => setTimeout(done, 50));
      const mail = smtp.messages[before];
      expect(mail.to).toEqual(['staffing@example.com']);
      const text = mail.raw.replace(/=\r?\n/g, '');
      expect(text).toContain(klass.description);
      expect(text).toContain(`${members[14].lastName}, ${members[14].firstName}`);
      expect(text).toContain('1 of 2 slots filled');
      await post('lakeview', `secure/nhp-classes/${klass.nhpClassUuid}/email`).expect(404);
    });
  });
});
