/**
 * A phone's ballot in another language, met as a phone meets it (a Pixel-class
 * context, CPU slowed 4x; big-event-phone.ts): a returning phone's ballot of a
 * big room opened in English and in Arabic on this build, and in English on
 * the release before the languages, each build in turn; and on this build the
 * switch from English to Arabic on an open ballot, its longest task from the
 * choice in the switcher until the page speaks Arabic and has settled, beside
 * one tap on "+" of the same ballot.
 */
import type { Browser, Page } from '@playwright/test';
import type { BigRoom } from '../scripts/launch/big-room.ts';
import { median, type Row } from '../scripts/launch/load/stats.ts';
import {
  loadPhoneBallot,
  openUsableBallot,
  type PhoneBallot,
  SETTLE_MS,
  takeLongTasks,
  tapFirstAdd,
} from './big-event-phone.ts';

export type Builds = { ours: string; release: string };
type Rooms = { ours: BigRoom; release: BigRoom };

/** The switcher set to `language` as a person sets it, with plain DOM (no selector engine on a slowed CPU). */
async function chooseInSwitcher(page: Page, language: string): Promise<void> {
  await page.evaluate((chosen) => {
    const select = document.querySelector<HTMLSelectElement>('select.language-switcher__select');
    if (!select) throw new Error('no language switcher on the ballot');
    select.value = chosen;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, language);
  await page.waitForFunction((chosen) => document.documentElement.lang === chosen, language, {
    polling: 100,
  });
}

/** One ballot opened in English: a tap on "+", then the switch to Arabic; each one's longest task. */
async function switchOnce(browser: Browser, baseUrl: string, room: BigRoom, run: number) {
  const phone = await openUsableBallot(browser, baseUrl, room, run);
  try {
    const tap = await tapFirstAdd(phone.page);
    await chooseInSwitcher(phone.page, 'ar');
    await phone.page.waitForTimeout(SETTLE_MS);
    return { tap, switched: await takeLongTasks(phone.page) };
  } finally {
    await phone.context.close();
  }
}

function row(name: string, ours: number[], baseline: number[], against: string): Row {
  return {
    name: `languages: ${name}`,
    ours: median(ours),
    baseline: median(baseline),
    unit: 'ms',
    against,
  };
}

/** The rows: the ballot in English and Arabic beside the release's, and the switch beside a tap. */
export async function measureLanguagePhones(
  browser: Browser,
  builds: Builds,
  rooms: Rooms,
  runs: number,
  step: (message: string) => void,
  release: string,
): Promise<Row[]> {
  const loads = { en: [] as PhoneBallot[], ar: [] as PhoneBallot[], release: [] as PhoneBallot[] };
  const switches: { tap: number; switched: number }[] = [];
  for (let run = 1; run <= runs; run++) {
    step(
      `languages: phone ballot, run ${run} of ${runs}: English, Arabic, the release, the switch`,
    );
    loads.en.push(await loadPhoneBallot(browser, builds.ours, rooms.ours, 'returning', run));
    loads.ar.push(await loadPhoneBallot(browser, builds.ours, rooms.ours, 'returning', run, 'ar'));
    loads.release.push(
      await loadPhoneBallot(browser, builds.release, rooms.release, 'returning', run),
    );
    switches.push(await switchOnce(browser, builds.ours, rooms.ours, run + runs));
  }
  const against = `release ${release} in English, same room`;
  const usable = (list: PhoneBallot[]) => list.map((load) => load.usableMs);
  const longest = (list: PhoneBallot[]) => list.map((load) => load.longestLoadTask);
  const tapped = (list: PhoneBallot[]) => list.map((load) => load.longestTapTask);
  return [
    row('phone ballot in English, usable', usable(loads.en), usable(loads.release), against),
    row('phone ballot in Arabic, usable', usable(loads.ar), usable(loads.release), against),
    row(
      'phone ballot in English, longest task',
      longest(loads.en),
      longest(loads.release),
      against,
    ),
    row('phone ballot in Arabic, longest task', longest(loads.ar), longest(loads.release), against),
    row(
      'phone ballot in English, tap on +, longest task',
      tapped(loads.en),
      tapped(loads.release),
      against,
    ),
    row(
      'phone ballot in Arabic, tap on +, longest task',
      tapped(loads.ar),
      tapped(loads.release),
      against,
    ),
    row(
      'switching the ballot from English to Arabic, longest task',
      switches.map((one) => one.switched),
      switches.map((one) => one.tap),
      'one tap on + of the same ballot, before the switch (target ≤ 100 ms)',
    ),
  ];
}
