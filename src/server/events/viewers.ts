/**
 * Who a room's caller or subscriber is. The services decide which reads each
 * may make (services/audiences.ts), the delivery policy what each is sent of
 * a room's changes (delivery-policy.ts); realtime delivers by these names.
 */

/**
 * Four audiences: the room's admins; its participants; its screen links (a
 * big screen with a read-only secret, which sees what the presenter shows);
 * and the public — anyone without a token, such as a shared results page.
 */
export type Audience = 'admin' | 'participant' | 'screen' | 'public';

/** One caller or subscriber: its audience, and who it is within it. */
export type Viewer =
  | { role: 'admin'; adminId: string }
  /** judge: a judge, whose place in the room an organiser may revoke. */
  | { role: 'participant'; participantId: string; judge?: true }
  | { role: 'screen'; screenId: string }
  | { role: 'public' };
