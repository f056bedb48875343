import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef, useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import type { ActivityTotals, Award } from '#shared/api.ts';
import {
  DEFAULT_FINALISTS,
  type FinalistsDraft,
  type FinalistsErrors,
  stageVoteName,
  stageVoteTargets,
  validateFinalists,
} from './finalists-draft.ts';
import { judgingApi } from './judging-api.ts';

/** What the last send did: the award the finalists went to, and how many. */
export type FinalistsSent = { awardName: string; count: number };

/**
 * Send the top N to the stage vote: the form's draft (a new award's name
 * follows the room's awards until typed), its fields' messages, the send,
 * and what it did or why it was refused.
 */
export function useFinalistsForm(
  session: AdminSession,
  expo: Award,
  awards: readonly Award[],
  totals: ActivityTotals,
  projectCount: number,
) {
  const { i18n } = useLingui();
  const targets = stageVoteTargets(awards, expo.id, totals);
  // Count and name are null until typed: they follow the jury order and the awards meanwhile.
  const [draft, setDraft] = useState<
    Omit<FinalistsDraft, 'count' | 'name'> & { count: string | null; name: string | null }
  >({
    count: null,
    target: 'new',
    name: null,
    voters: 'audience',
    awardId: '',
  });
  const [errors, setErrors] = useState<FinalistsErrors>({});
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState<FinalistsSent | null>(null);
  const countRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  // The name shown until the organiser types one: "Stage vote", or the next free one;
  // the count, 5 or as many projects as there are.
  const name = draft.name ?? stageVoteName(i18n._(msg`Stage vote`), awards);
  // The award chosen, or the first the finalists may go to.
  const awardId = targets.some((a) => a.id === draft.awardId)
    ? draft.awardId
    : (targets[0]?.id ?? '');
  const count = draft.count ?? String(Math.min(DEFAULT_FINALISTS, Math.max(1, projectCount)));
  const filled: FinalistsDraft = { ...draft, count, name, awardId };

  const change = (next: Partial<FinalistsDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setSent(null);
    setRefusal(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const validation = validateFinalists(filled);
    if (!validation.ok) {
      setErrors(validation.errors);
      (validation.errors.count ? countRef : nameRef).current?.focus();
      return;
    }
    setErrors({});
    setRefusal(null);
    setSending(true);
    try {
      const { award } = await judgingApi.sendFinalists(
        session.roomId,
        session.adminToken,
        expo.id,
        validation.value,
      );
      setSent({ awardName: award.name, count: award.contestantIds?.length ?? 0 });
      // The next stage vote gets a name of its own.
      setDraft((current) => ({ ...current, name: null }));
    } catch (failure) {
      setRefusal(getErrorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return {
    draft: filled,
    targets,
    errors,
    sending,
    refusal,
    sent,
    countRef,
    nameRef,
    change,
    submit,
  };
}

export type FinalistsForm = ReturnType<typeof useFinalistsForm>;
