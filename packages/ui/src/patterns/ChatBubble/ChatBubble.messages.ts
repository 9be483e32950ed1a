import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  user: {
    id: 'ui.chatBubble.user',
    defaultMessage: 'You',
    description: 'Screen-reader label of a chat message sent by the user',
  },
  assistant: {
    id: 'ui.chatBubble.assistant',
    defaultMessage: 'Assistant',
    description: 'Screen-reader label of a chat message from the AI assistant',
  },
  fromTeam: {
    id: 'ui.chatBubble.fromTeam',
    defaultMessage: 'From the team',
    description: 'Marker on a chat message written by a human support agent rather than the assistant',
  },
});
