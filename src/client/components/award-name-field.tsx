import { Trans } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { AWARD_NAME_MAX_LENGTH } from '#shared/constants.ts';
import { TextField } from './text-field.tsx';

/** An award's name, as the award dialog and the stage vote ask for it. */
export function AwardNameField(
  props: Omit<ComponentProps<typeof TextField>, 'label' | 'maxLength' | 'autoComplete'>,
) {
  return (
    <TextField
      label={<Trans>Award name</Trans>}
      maxLength={AWARD_NAME_MAX_LENGTH}
      autoComplete="off"
      {...props}
    />
  );
}
