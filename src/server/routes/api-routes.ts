import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../services/context.ts';
import type { RehearsalVoters } from '../services/rehearsal-voters.ts';
import { adminsRoutes } from './admins-routes.ts';
import { awardsRoutes } from './awards-routes.ts';
import { ballotRecordRoutes } from './ballot-record-routes.ts';
import { ballotsRoutes } from './ballots-routes.ts';
import { contestantChangesRoutes } from './contestant-changes-routes.ts';
import { contestantsRoutes } from './contestants-routes.ts';
import { expoRoutes } from './expo-routes.ts';
import { filesRoutes } from './files-routes.ts';
import { judgesRoutes } from './judges-routes.ts';
import { judgingRoutes } from './judging-routes.ts';
import { participantsRoutes } from './participants-routes.ts';
import { rehearsalRoutes } from './rehearsal-routes.ts';
import { revealRoutes } from './reveal-routes.ts';
import { roomsRoutes } from './rooms-routes.ts';
import { screensRoutes } from './screens-routes.ts';
import { timerRoutes } from './timer-routes.ts';

/** Every HTTP route of the API but the realtime endpoint, in the order they are registered. */
export const apiRoutes: FastifyPluginAsync<{
  ctx: ServiceContext;
  rehearsals: RehearsalVoters;
}> = async (app, { ctx, rehearsals }) => {
  await app.register(roomsRoutes, { ctx });
  await app.register(contestantsRoutes, { ctx });
  await app.register(contestantChangesRoutes, { ctx });
  await app.register(expoRoutes, { ctx });
  await app.register(awardsRoutes, { ctx });
  await app.register(ballotsRoutes, { ctx });
  await app.register(participantsRoutes, { ctx });
  await app.register(revealRoutes, { ctx });
  await app.register(rehearsalRoutes, { ctx, rehearsals });
  await app.register(filesRoutes, { ctx });
  await app.register(timerRoutes, { ctx });
  await app.register(adminsRoutes, { ctx });
  await app.register(screensRoutes, { ctx });
  await app.register(judgesRoutes, { ctx });
  await app.register(judgingRoutes, { ctx });
  await app.register(ballotRecordRoutes, { ctx });
};
