import { z } from 'zod';
import { contestant, room } from './api.ts';

/** A project as the expo page shows it: its table, name and description. */
export const expoProject = contestant.pick({
  id: true,
  name: true,
  blurb: true,
  tableNumber: true,
});
export type ExpoProject = z.infer<typeof expoProject>;

/**
 * A room's expo, for anyone who has its code (the public expo page): the
 * room's name, title, code, status and language, and its projects in the
 * expo's order (`byTable`: by table number, then those without one in the
 * room's order). Nothing secret: no ballot, no participant, no link of anyone's.
 */
export const expoResponse = z.object({
  expo: room.pick({ code: true, name: true, title: true, status: true, language: true }).extend({
    projects: z.array(expoProject),
  }),
});
export type Expo = z.infer<typeof expoResponse>['expo'];
