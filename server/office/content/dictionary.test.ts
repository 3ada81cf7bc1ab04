import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/shared/contract/codes';
import type { CallDefinition, PayloadOf } from '../../../src/shared/contract/define-call';
import {
  expectRowsCover,
  itAnswersEveryCaller,
  officeRow,
  type OfficeRow,
} from '../../testing/office-permission-matrix';
import { describeOnEachDatabase, startTestServer, type Session } from '../../testing/harness';
import { setupWorld, type World } from '../../testing/staff-fixtures';
import { api } from '../../../tests/support/api';

/*
 * The dictionary editor of the back office: FAQ and robot entries added, changed, moved and
 * removed, the single texts edited; customers read the change through dictionary-info at once
 * (this process's cache is dropped after commit); every change is audited; the company only.
 */

/** The body, given the id of a fresh entry; the company's alone. */
const row = <C extends CallDefinition>(call: C, payload: NoInfer<(id: number) => PayloadOf<C>>) =>
  officeRow<number>()(call, { allow: ['company'], payload });
const DICTIONARY_CALLS: OfficeRow<number>[] = [
  row(api.officeDictionaryPage, () => ({ dictionaryId: 'FAQ' })),
  row(api.officeDictionarySave, (id) => ({ id, dictionaryId: 'ROBOT', labelName: 'matrix', content: faqContent('F') })),
  row(api.officeDictionaryRemove, (id) => ({ id })),
  row(api.officeDictionaryMove, (id) => ({ id, direction: 'up' })),
];

describe('the dictionary editor matrix covers the contract', () => {
  it('lists every dictionary call, each staff-only', () => {
    expectRowsCover(DICTIONARY_CALLS, (path) => path.startsWith('/api/app/office/content/dictionary/'));
  });
});

const faqContent = (tag: string) => ({
  en: `Do you fit roof racks ${tag}?\n\nYes, at every partner workshop.`,
  ms: `Adakah anda memasang rak bumbung ${tag}?\n\nYa, di setiap bengkel rakan kongsi.`,
  zh: `可以安装车顶架吗 ${tag}？\n\n可以，所有合作门店均可安装。`,
});

describeOnEachDatabase('back office dictionary', (kind) => {
  let world: World;
  beforeAll(async () => {
    world = await setupWorld(await startTestServer(kind));
  }, 60_000);
  afterAll(() => world.server.close());

  const call = <C extends CallDefinition>(
    call: C,
    body: PayloadOf<C>,
    session: Session = world.company,
    language = 'en_us',
  ) => world.server.call(call, body, { session, language });
  const page = async (dictionaryId: string) =>
    (await call(api.officeDictionaryPage, { dictionaryId, pageSize: 100 })).body.data;
  const save = (body: PayloadOf<typeof api.officeDictionarySave>, language = 'en_us') =>
    call(api.officeDictionarySave, body, world.company, language);
  const read = async (dictionaryId: string, language: string) => {
    const res = await world.server.call(api.dictionaryInfo, { companyId: 1, dictionaryId }, { language });
    expect(res.body.code, res.body.msg).toBe(200);
    return res.body.data;
  };
  const latestAudit = async () =>
    (await world.server.call(api.officeAuditPage, {}, { session: world.company })).body.data.list[0];

  it('publishes a Malay About Us to Malay readers at once, English readers keep theirs, and audits it', async () => {
    const [about] = (await page('ABOUT_US')).list;
    if (!about) throw new Error('the seed has About Us');
    const englishBefore = (await read('ABOUT_US', 'en_us'))[0]?.content;
    // both languages are read (and cached) before the edit: the edit must drop the cache
    expect((await read('ABOUT_US', 'ms_my'))[0]?.content).toBe(about.content.ms);
    const ms = 'Roda Malaysia\n\nKami kini di 60 bengkel.';
    const res = await save({ id: about.id, dictionaryId: 'ABOUT_US', content: { ...about.content, ms } });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data.labelName).toBe(about.labelName);
    expect((await read('ABOUT_US', 'ms_my'))[0]?.content).toBe(ms);
    expect((await read('ABOUT_US', 'en_us'))[0]?.content).toBe(englishBefore);
    const audit = await latestAudit();
    expect(audit?.action).toBe('dictionaryUpdate');
    expect(audit?.subject).toBe('ABOUT_US');
    expect(audit?.changes).toEqual([{ field: 'content.ms', before: about.content.ms.slice(0, 160), after: ms }]);
  });

  it('adds a FAQ entry at the end, moves it up, then removes it; readers follow each step', async () => {
    const before = await read('FAQ', 'ms_my');
    const added = await save({ dictionaryId: 'FAQ', content: faqContent('A') });
    expect(added.body.code, added.body.msg).toBe(200);
    const entry = added.body.data;
    expect(entry.labelName).toBe(`faq.${entry.id}`);
    expect((await latestAudit())?.action).toBe('dictionaryCreate');
    const shown = await read('FAQ', 'ms_my');
    expect(shown.length).toBe(before.length + 1);
    expect(shown.at(-1)?.content).toBe(faqContent('A').ms);

    const moved = await call(api.officeDictionaryMove, { id: entry.id, direction: 'up' });
    expect(moved.body.code, moved.body.msg).toBe(200);
    expect(moved.body.data.ids.at(-2)).toBe(entry.id);
    expect((await read('FAQ', 'en_us')).at(-2)?.id).toBe(entry.id);
    expect((await latestAudit())?.changes).toEqual([
      { field: 'place', before: String(before.length + 1), after: String(before.length) },
    ]);

    const removed = await call(api.officeDictionaryRemove, { id: entry.id });
    expect(removed.body.code, removed.body.msg).toBe(200);
    expect((await read('FAQ', 'en_us')).map((i) => i.id)).not.toContain(entry.id);
    expect((await latestAudit())?.action).toBe('dictionaryRemove');
  });

  it('teaches the help robot a new answer through its keywords', async () => {
    const res = await save({
      dictionaryId: 'ROBOT',
      labelName: 'carwash, cuci kereta, 洗车',
      content: {
        en: 'We wash cars on Saturdays.',
        ms: 'Kami mencuci kereta pada hari Sabtu.',
        zh: '我们周六提供洗车服务。',
      },
    });
    expect(res.body.code, res.body.msg).toBe(200);
    const answer = await world.server.call(api.robotAsk, { question: 'Boleh cuci kereta?' }, { language: 'ms_my' });
    expect(answer.body.data).toMatchObject({ matched: true, answer: 'Kami mencuci kereta pada hari Sabtu.' });
  });

  it('refuses bad input in the reader’s language and changes nothing', async () => {
    const [about] = (await page('ABOUT_US')).list;
    if (!about) throw new Error('the seed has About Us');
    const noMalay = await save(
      { id: about.id, dictionaryId: 'ABOUT_US', content: { ...about.content, ms: '  ' } },
      'zh_cn',
    );
    expect(noMalay.body).toMatchObject({ code: ResultCode.validation, msg: '请输入马来文内容' });
    const noChinese = await save(
      { id: about.id, dictionaryId: 'ABOUT_US', content: { ...about.content, zh: '' } },
      'ms_my',
    );
    expect(noChinese.body.msg).toBe('Masukkan teks bahasa Cina');
    const version = await save({ dictionaryId: 'USERDEV', content: { en: '9.9.9', ms: '9.9.9', zh: '9.9.9' } });
    expect(version.body).toMatchObject({
      code: ResultCode.validation,
      msg: 'The app version is changed under Releases, not here',
    });
    const unknown = await call(api.officeDictionaryPage, { dictionaryId: 'SECRETS' });
    expect(unknown.body.msg).toBe('Choose FAQ, help robot, privacy policy, user agreement or about us');
    const noAnswer = await save({ dictionaryId: 'FAQ', content: { ...faqContent('B'), en: 'Only a question?' } });
    expect(noAnswer.body.msg).toBe('Write both the question and the answer in every language');
    const long = 'x'.repeat(2_001);
    const tooLong = await save({ dictionaryId: 'ROBOT', labelName: 'x', content: { en: long, ms: 'x', zh: 'x' } });
    expect(tooLong.body.msg).toBe('An answer may be at most 2,000 characters');
    const noKeywords = await save({ dictionaryId: 'ROBOT', labelName: ' , ', content: faqContent('C') });
    expect(noKeywords.body.msg).toBe('Give the robot at least one keyword, separated by commas');
    const hugeDoc = await save({
      id: about.id,
      dictionaryId: 'ABOUT_US',
      content: { ...about.content, en: 'x'.repeat(20_001) },
    });
    expect(hugeDoc.body.msg).toBe('A text may be at most 20,000 characters');
    const secondAbout = await save({ dictionaryId: 'ABOUT_US', content: about.content });
    expect(secondAbout.body.msg).toBe('This text can only be edited: it cannot be added, removed or moved');
    const removeAbout = await call(api.officeDictionaryRemove, { id: about.id });
    expect(removeAbout.body.code).toBe(ResultCode.validation);
    const [version1] = await read('USERDEV', 'en_us');
    const removeVersion = await call(api.officeDictionaryRemove, { id: version1?.id ?? 0 });
    expect(removeVersion.body.code).toBe(ResultCode.notFound);
    // an entry of another dictionary cannot be edited under a wrong id
    const crossed = await save({ id: about.id, dictionaryId: 'POLICY', content: about.content });
    expect(crossed.body.code).toBe(ResultCode.notFound);
    expect((await page('ABOUT_US')).list).toEqual([about]);
  });

  it('keeps every FAQ place distinct under parallel moves and adds', async () => {
    // several rounds: crosswise row locks between movers and adders would deadlock some of them
    for (const round of ['D', 'E', 'G']) {
      const ids = (await page('FAQ')).list.map((e) => e.id);
      const results = await Promise.all([
        ...ids.slice(0, 8).map((id, i) => call(api.officeDictionaryMove, { id, direction: i % 2 ? 'up' : 'down' })),
        save({ dictionaryId: 'FAQ', content: faqContent(`${round}1`) }),
        save({ dictionaryId: 'FAQ', content: faqContent(`${round}2`) }),
      ]);
      for (const r of results) expect(r.body.code, r.body.msg).toBe(200);
      const after = (await page('FAQ')).list;
      expect(after.length).toBe(ids.length + 2);
      expect(new Set(after.map((e) => e.sort)).size).toBe(after.length);
    }
  });

  itAnswersEveryCaller(DICTIONARY_CALLS, {
    world: () => world,
    context: async (who) =>
      (await save({ dictionaryId: 'ROBOT', labelName: `matrix ${who}`, content: faqContent(who) })).body.data.id,
  });
});
