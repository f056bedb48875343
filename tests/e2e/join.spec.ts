import { formatRoomCode } from '#shared/room-code.ts';
import { api, roomWith } from './support/api.ts';
import { joinViaUi, STORAGE, storageItem } from './support/ui.ts';
import { expect, test } from './support/users.ts';

test('each join error shows in the red box, word for word', async ({ users }) => {
  const { room: ended } = await roomWith(['Solo Act'], 'Closed Jam');
  await api.finish(ended);
  const { page } = await users.open('phone');
  await page.goto('/join');
  const code = page.getByLabel('Room Code');
  const name = page.getByLabel('Your Name');
  const join = page.getByRole('button', { name: 'Join', exact: true });
  const error = page.getByRole('alert');

  await join.click();
  await expect(error).toHaveText('Please fill in all fields');
  await code.fill('ABC123');
  await name.fill('   ');
  await join.click();
  await expect(error).toHaveText('Please fill in all fields');
  await code.fill('   ');
  await name.fill('Robin');
  await join.click();
  await expect(error).toHaveText('Please fill in all fields');

  await code.fill('zzzz999999');
  await expect(code).toHaveValue('ZZZZ999999');
  await join.click();
  await expect(error).toHaveText('Room not found. Please check your room code.');
  await expect(join).toBeEnabled();
  // A code no room can have (a dot) is not found either.
  await code.fill('AB.12');
  await join.click();
  await expect(error).toHaveText('Room not found. Please check your room code.');

  await code.fill(ended.code);
  await join.click();
  await expect(error).toHaveText('This room has ended and is no longer accepting votes.');
  await expect(error).toHaveCSS('color', 'rgb(185, 28, 28)');
  await expect(page).toHaveURL(/\/join$/);
  expect(await storageItem(page, STORAGE.participantSession)).toBeNull();
  expect((await api.activity(ended)).totals.participants).toBe(0);
});

test('the Join button reads Joining Room... and is disabled while joining', async ({ users }) => {
  const { room } = await roomWith(['Pixel Pals']);
  const { page } = await users.open('phone');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The join goes on the realtime socket: its answer is held back.
  let sockets = 0;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.routeWebSocket(/\/api\/realtime$/, (ws) => {
    sockets += 1;
    const server = ws.connectToServer();
    // Forwarded in the order the server sent them, as TCP delivers them: the
    // snapshot, which comes in the same write as the answer, waits behind it.
    let forwarded = Promise.resolve();
    server.onMessage((message) => {
      forwarded = forwarded.then(async () => {
        if (String(message).includes('"joined"')) await held;
        ws.send(message);
      });
    });
  });
  await page.goto('/join');
  await page.getByLabel('Room Code').fill(room.code);
  await page.getByLabel('Your Name').fill('  Robin  ');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  const joining = page.getByRole('button', { name: 'Joining Room...' });
  await expect(joining).toBeDisabled();
  release();
  await expect(page.getByText('Voting as Robin', { exact: true })).toBeVisible();
  await expect(page.getByTestId('contestant-chip')).toHaveCount(1);
  // One socket joined and carries the room; no join request was sent.
  expect(sockets).toBe(1);
  expect(requests).not.toContain('/api/rooms/join');
});

test('a join whose answer was lost after the server made it is sent again, and joins once', async ({
  users,
}) => {
  const { room } = await roomWith(['Pixel Pals']);
  const phone = await users.open('phone');
  const keys: (string | undefined)[] = [];
  let sockets = 0;
  await phone.page.routeWebSocket(/\/api\/realtime$/, (ws) => {
    sockets += 1;
    const first = sockets === 1;
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const sent = JSON.parse(String(message)) as { type: string; key?: string };
      if (sent.type === 'join') keys.push(sent.key);
      server.send(message);
    });
    server.onMessage((message) => {
      // The server joins the phone; its answer is lost on the venue's Wi-Fi.
      if (first && String(message).includes('"joined"')) return ws.close();
      if (!first) ws.send(message);
    });
  });
  // The join goes on as the join request, with the same key.
  phone.page.on('request', (request) => {
    if (request.url().endsWith('/api/rooms/join')) keys.push(request.headers()['idempotency-key']);
  });
  await phone.page.goto('/join');
  await phone.page.getByLabel('Room Code').fill(room.code);
  await phone.page.getByLabel('Your Name').fill('Robin');
  await phone.page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(phone.page.getByText('Voting as Robin', { exact: true })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(keys[1]).toBe(keys[0]);
  expect((await api.activity(room)).totals.participants).toBe(1);
});

test('a join link fills the room code, grouped as the organiser shows it', async ({ users }) => {
  const { room } = await roomWith(['Pixel Pals'], 'Link Room');
  const { page } = await users.open('phone');
  await page.goto(`/join?code=${room.code.toLowerCase()}`);
  await expect(page.getByRole('heading', { name: 'Join a Voting Room' })).toBeVisible();
  await expect(page.getByLabel('Room Code')).toHaveValue(formatRoomCode(room.code));
  await page.getByLabel('Your Name').fill('Sam');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Link Room' })).toBeVisible();
  await expect(page.getByText(`Room code ${formatRoomCode(room.code)}`)).toBeVisible();
  const saved = JSON.parse((await storageItem(page, STORAGE.participantSession)) ?? '{}');
  expect(saved).toMatchObject({ roomId: room.roomId, roomCode: room.code, participantName: 'Sam' });
  expect(saved.participantId).toMatch(/^voter_\d+_[a-z0-9]+$/);
});

test('Back to Home leaves the join view, and joining works from the homepage', async ({
  users,
}) => {
  const { room } = await roomWith(['Pixel Pals']);
  const { page } = await users.open('desktop');
  await page.goto('/');
  await page.getByRole('button', { name: 'Join as Voter' }).click();
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'VibeRank' })).toBeVisible();
  await joinViaUi(page, room.code, 'Kim');
});

test('after a refused join the focus goes to the field to correct, which names the message', async ({
  users,
}) => {
  const { page } = await users.open('phone');
  await page.goto('/join');
  const code = page.getByLabel('Room Code');
  const name = page.getByLabel('Your Name');
  const error = page.getByRole('alert');
  const notFound = 'Room not found. Please check your room code.';

  // Enter from the name field: the server refuses the code.
  await code.fill('ZZZZ999999');
  await name.fill('Robin');
  await name.press('Enter');
  await expect(error).toHaveText(notFound);
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(notFound);
  await expect(name).not.toHaveAttribute('aria-invalid');

  // The Join button, disabled while joining, gave the focus up: it lands on the code again.
  await name.focus();
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(code).toBeFocused();

  // A blank name: the name is what to correct.
  await name.fill('  ');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(error).toHaveText('Please fill in all fields');
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Please fill in all fields');
  await expect(code).not.toHaveAttribute('aria-invalid');
});

test('a join that fails for no fault of the fields moves the focus to the message', async ({
  users,
}) => {
  const { room } = await roomWith(['Pixel Pals']);
  const phone = await users.open('phone');
  phone.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
  // Nothing reaches the server: the socket is cut before any answer, and so is the request.
  await phone.page.routeWebSocket(/\/api\/realtime$/, (ws) => ws.close());
  await phone.page.route('**/api/rooms/join', (route) => route.abort('internetdisconnected'));
  await phone.page.goto('/join');
  await phone.page.getByLabel('Room Code').fill(room.code);
  await phone.page.getByLabel('Your Name').fill('Robin');
  await phone.page.getByRole('button', { name: 'Join', exact: true }).click();
  const error = phone.page.getByRole('alert');
  await expect(error).toHaveText('Failed to join room. Please try again.');
  await expect(error).toBeFocused();
  expect((await api.activity(room)).totals.participants).toBe(0);
});
