import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  locked: {
    id: 'ui.switch.locked',
    defaultMessage: "Required: this setting can't be turned off.",
    description: 'Hint under a switch that is locked on, e.g. a feature required by the plan',
  },
});
