import type { Ballot, Results } from '#shared/api.ts';
import { tally } from '#shared/tally.ts';
import {
  adminStorage,
  api,
  client,
  type ParticipantSession,
  participantStorage,
  roomWith,
} from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectFinalResults } from './support/results.ts';
import { contestantsSection, expectLists, rankWithButton, storageItem } from './support/ui.ts';
import { expect, test, type Users } from './support/users.ts';

async function ownBallot(participant: ParticipantSession): Promise<Ballot | null> {
  const read = await client.getBallot(participant.roomId, participant.participantToken);
  expect(read.status).toBe(200);
  return read.body.ballot;
}

async function openPhone(users: Users, participant: ParticipantSession) {
  const phone = await users.open('phone', {
    label: participant.participantName,
    storage: participantStorage(participant),
  });
  await phone.page.goto('/vote');
  await expect(phone.page.getByText(`Voting as ${participant.participantName}`)).toBeVisible();
  return phone;
}

test('edits, a new order and a removal reach every screen live, and the tally follows the adjusted ballots', async ({
  users,
}) => {
  // Four browsers at once, and axe three times.
  test.slow();
  const { room, contestants } = await roomWith(['Alpha', 'Bravo', 'Charlie', 'Delta'], 'Demo Day');
  const [alpha, bravo, charlie, delta] = contestants.map((c) => c.id);
  if (!alpha || !bravo || !charlie || !delta) throw new Error('contestants missing');
  const pia = await api.join(room.code, 'Pia');
  await api.vote(pia, [bravo, alpha, charlie]);
  const quinn = await api.join(room.code, 'Quinn');
  await api.vote(quinn, [bravo]);
  const rory = await api.join(room.code, 'Rory');
  await api.vote(rory, [charlie, delta]);

  const adminUser = await users.open('desktop', {
    label: 'organiser',
    storage: adminStorage(room),
  });
  await adminUser.page.goto('/admin');
  const cards = contestantsSection(adminUser.page);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Alpha',
    'Bravo',
    'Charlie',
    'Delta',
  ]);
  const presenter = await users.open('projector', {
    label: 'presenter',
    storage: adminStorage(room),
  });
  await presenter.page.goto('/present');
  const turnout = presenter.page.getByRole('region', { name: 'Turnout' });
  await expect(turnout).toContainText('3 voted');
  const piaPhone = await openPhone(users, pia);
  await expectLists(piaPhone.page, { ranked: ['Bravo', 'Alpha', 'Charlie'], available: ['Delta'] });
  const quinnPhone = await openPhone(users, quinn);
  await expectLists(quinnPhone.page, {
    ranked: ['Bravo'],
    available: ['Alpha', 'Charlie', 'Delta'],
  });

  // Edit: the dialog comes filled in, and the new name reaches every phone.
  await adminUser.page.getByRole('button', { name: 'Edit Alpha' }).click();
  const edit = adminUser.page.getByRole('dialog', { name: 'Edit Contestant' });
  await expect(edit.getByLabel('Name')).toHaveValue('Alpha');
  await expect(edit.getByLabel('Short Description')).toHaveValue('Alpha demo');
  await expectNoAxeViolations(adminUser.page, 'edit contestant dialog');
  await edit.getByLabel('Name').fill('Alpha Prime');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Alpha Prime',
    'Bravo',
    'Charlie',
    'Delta',
  ]);
  await expectLists(piaPhone.page, { ranked: ['Bravo', 'Alpha Prime', 'Charlie'] });
  await expectLists(quinnPhone.page, { available: ['Alpha Prime', 'Charlie', 'Delta'] });

  // A new order: the phones' Available list follows it.
  await adminUser.page.getByRole('button', { name: 'Move Delta up' }).click();
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Alpha Prime',
    'Bravo',
    'Delta',
    'Charlie',
  ]);
  await expect(adminUser.page.getByRole('button', { name: 'Move Delta up' })).toBeFocused();
  await expectLists(quinnPhone.page, { available: ['Alpha Prime', 'Delta', 'Charlie'] });

  // Remove asks first; then every ballot loses Bravo and each phone says how.
  await adminUser.page.getByRole('button', { name: 'Remove Bravo' }).click();
  const confirm = adminUser.page.getByRole('dialog', { name: 'Remove Bravo?' });
  await expect(confirm).toContainText('a ballot left empty is deleted');
  await expectNoAxeViolations(adminUser.page, 'remove contestant confirmation');
  await confirm.getByRole('button', { name: 'Remove Contestant' }).click();
  await expect(confirm).toBeHidden();
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Alpha Prime',
    'Delta',
    'Charlie',
  ]);

  const piaNotice = piaPhone.page.getByRole('status').filter({ hasText: 'was removed' });
  await expect(piaNotice).toHaveText(
    /Bravo was removed by the organiser; your ballot now ranks Alpha Prime, Charlie\./,
  );
  await expectLists(piaPhone.page, { ranked: ['Alpha Prime', 'Charlie'], available: ['Delta'] });
  await expect(piaPhone.page.getByRole('button', { name: 'Vote Submitted!' })).toBeDisabled();
  await expectNoAxeViolations(piaPhone.page, 'participant ballot notice');
  await expect(quinnPhone.page.getByRole('status').filter({ hasText: 'was removed' })).toHaveText(
    /Bravo was removed by the organiser; your ballot is now empty — rank again to vote\./,
  );
  await expectLists(quinnPhone.page, {
    ranked: [],
    available: ['Alpha Prime', 'Delta', 'Charlie'],
  });
  await expect(quinnPhone.page.getByText('✓ Voted')).toBeHidden();
  await expect(turnout).toContainText('2 voted');
  await expect(adminUser.page.getByTestId('turnout')).toHaveText('2 of 3 voted');

  // The results are what the adjusted ballots give.
  const ballots = await Promise.all([pia, quinn, rory].map(ownBallot));
  expect(ballots[0]?.rankings).toEqual([
    { contestantId: alpha, rank: 1, points: 3 },
    { contestantId: charlie, rank: 2, points: 2 },
  ]);
  expect(ballots[1]).toBeNull();
  const results: Results = await api.finish(room);
  const expected = tally(
    [
      { id: alpha, name: 'Alpha Prime', orderIndex: 1 },
      { id: delta, name: 'Delta', orderIndex: 2 },
      { id: charlie, name: 'Charlie', orderIndex: 3 },
    ],
    ballots.flatMap((ballot) => (ballot ? [ballot] : [])),
  );
  expect(results.finalScores.map((s) => [s.contestantName, s.totalPoints])).toEqual(
    expected.map((s) => [s.contestantName, s.totalPoints]),
  );
  await expectFinalResults(piaPhone.page, [
    { name: 'Charlie', points: 5, first: 1, second: 1, third: 0 },
    { name: 'Alpha Prime', points: 3, first: 1, second: 0, third: 0 },
    { name: 'Delta', points: 2, first: 0, second: 1, third: 0 },
  ]);
});

/** A 1x1 PNG, as a pasted image is sent. */
const PASTED =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test('an edit keeps a pasted image, and a removal leaves an unsent ranking and its draft', async ({
  users,
}) => {
  const room = await api.createRoom('Image Night', 'Best pixel');
  const pasted = await api.addContestant(room, 'Pasted', 'With an image', { imageUrl: PASTED });
  const other = await api.addContestant(room, 'Other', 'Plain');
  const third = await api.addContestant(room, 'Third', 'Plain');
  const sam = await api.join(room.code, 'Sam');

  const phone = await openPhone(users, sam);
  await rankWithButton(phone.page, 'Other');
  await rankWithButton(phone.page, 'Third');
  // The ranking is kept in the room's one award, as every award's is.
  const awardId = await client.firstAwardId(room.roomId, room.adminToken);
  const draftKey = `viberank_ballot_draft:${room.roomId}:${sam.participantId}:${awardId}`;
  await expect.poll(() => storageItem(phone.page, draftKey)).toContain(other.id);

  const adminUser = await users.open('desktop', {
    label: 'organiser',
    storage: adminStorage(room),
  });
  await adminUser.page.goto('/admin');
  await adminUser.page.getByRole('button', { name: 'Edit Pasted' }).click();
  const edit = adminUser.page.getByRole('dialog', { name: 'Edit Contestant' });
  await expect(edit.getByText('Inline image')).toBeVisible();
  await edit.getByLabel('Name').fill('Pasted Again');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(adminUser.page.getByRole('img', { name: 'Pasted Again' })).toHaveAttribute(
    'src',
    pasted.imageUrl ?? '',
  );

  await adminUser.page.getByRole('button', { name: 'Remove Other' }).click();
  await adminUser.page
    .getByRole('dialog', { name: 'Remove Other?' })
    .getByRole('button', { name: 'Remove Contestant' })
    .click();
  await expect(phone.page.getByRole('status').filter({ hasText: 'was removed' })).toHaveText(
    /^Other was removed by the organiser\./,
  );
  await expectLists(phone.page, { ranked: ['Third'], available: ['Pasted Again'] });
  await expect
    .poll(async () => JSON.parse((await storageItem(phone.page, draftKey)) ?? '{}').ranked)
    .toEqual([third.id]);
});
