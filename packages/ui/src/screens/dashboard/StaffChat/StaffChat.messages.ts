import { defineMessage, defineMessages, type PrimitiveType, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  listHeading: {
    id: 'dashboard.chat.listHeading',
    defaultMessage: 'Conversations',
    description: 'Heading of the list of conversations waiting for the team',
  },
  listLoading: {
    id: 'dashboard.chat.listLoading',
    defaultMessage: 'Loading conversations…',
    description: 'Announced while the conversation list loads',
  },
  listError: {
    id: 'dashboard.chat.listError',
    defaultMessage: 'The conversations could not be loaded.',
    description: 'Shown when the conversation list fails to load',
  },
  listEmpty: {
    id: 'dashboard.chat.listEmpty',
    defaultMessage: 'No conversations are waiting for your team',
    description: 'Title of the empty conversation list',
  },
  listEmptyHint: {
    id: 'dashboard.chat.listEmptyHint',
    defaultMessage:
      'Conversations handed off by the assistant, open support cases and chat widget conversations appear here.',
    description: 'Text of the empty conversation list',
  },
  reasonHandoff: {
    id: 'dashboard.chat.reason.handoff',
    defaultMessage: 'Handed off',
    description: 'Badge: the assistant handed this conversation to a person',
  },
  reasonCaseNoRef: {
    id: 'dashboard.chat.reason.supportCaseNoRef',
    defaultMessage: 'Support case',
    description: 'Badge: the conversation has an open support case',
  },
  reasonWidget: {
    id: 'dashboard.chat.reason.widget',
    defaultMessage: 'From the chat widget',
    description: 'Badge: a chat widget conversation that was not handed off and has no open support case',
  },
  reasonWhatsapp: {
    id: 'dashboard.chat.reason.whatsapp',
    defaultMessage: 'From WhatsApp',
    description: "Badge: a conversation that came in through the organization's WhatsApp number",
  },
  channelWeb: {
    id: 'dashboard.chat.channel.web',
    defaultMessage: 'Web chat',
    description: 'Badge: the conversation takes place in the chat on the Qafila website',
  },
  channelWidget: {
    id: 'dashboard.chat.channel.widget',
    defaultMessage: 'Chat widget',
    description: "Badge: the conversation takes place in the chat widget embedded on the organization's own site",
  },
  channelWhatsapp: {
    id: 'dashboard.chat.channel.whatsapp',
    defaultMessage: 'WhatsApp',
    description: 'Badge: the conversation takes place on WhatsApp',
  },
  anonymousVisitor: {
    id: 'dashboard.chat.anonymousVisitor',
    defaultMessage: 'Anonymous visitor',
    description: 'Name shown for a chat widget visitor who is not a signed-in customer and gave no name',
  },
  noMessages: {
    id: 'dashboard.chat.noMessagesYet',
    defaultMessage: 'No messages yet',
    description: 'Shown in a conversation entry without messages',
  },
  selectTitle: {
    id: 'dashboard.chat.selectTitle',
    defaultMessage: 'Select a conversation',
    description: 'Empty state of the conversation pane',
  },
  selectHint: {
    id: 'dashboard.chat.selectHint',
    defaultMessage: 'Choose a conversation from the list to read it and reply.',
    description: 'Empty state text of the conversation pane',
  },
  languageEn: { id: 'dashboard.chat.language.en', defaultMessage: 'English', description: 'Name of English' },
  languageAr: { id: 'dashboard.chat.language.ar', defaultMessage: 'Arabic', description: 'Name of Arabic' },
  messagesLoading: {
    id: 'dashboard.chat.messagesLoading',
    defaultMessage: 'Loading messages…',
    description: 'Announced while the messages of a conversation load',
  },
  messagesError: {
    id: 'dashboard.chat.messagesError',
    defaultMessage: 'The messages could not be loaded.',
    description: 'Shown when the messages of a conversation fail to load',
  },
  reply: {
    id: 'dashboard.chat.reply',
    defaultMessage: 'Reply',
    description: 'Label of the reply text box',
  },
  replyPlaceholder: {
    id: 'dashboard.chat.replyPlaceholder',
    defaultMessage: 'Write a reply to the customer…',
    description: 'Placeholder of the reply text box',
  },
  replyHint: {
    id: 'dashboard.chat.replyHint',
    defaultMessage: 'The customer sees it live, marked as from the team. Enter sends, Shift+Enter adds a line.',
    description: 'Hint under the reply text box',
  },
  send: { id: 'dashboard.chat.send', defaultMessage: 'Send reply', description: 'Sends the reply' },
  sending: { id: 'dashboard.chat.sending', defaultMessage: 'Sending reply…', description: 'Send button while sending' },
  sendFailed: {
    id: 'dashboard.chat.sendFailed',
    defaultMessage: 'The reply could not be sent. Your text is kept; please try again.',
    description: 'Shown when sending a reply fails',
  },
  back: {
    id: 'dashboard.chat.back',
    defaultMessage: 'All conversations',
    description: 'On phones: goes back from a conversation to the list',
  },
  unknownCustomer: {
    id: 'dashboard.chat.unknownCustomer',
    defaultMessage: 'Customer',
    description: 'Name shown when a conversation has no customer name',
  },
  senderCustomer: {
    id: 'dashboard.chat.sender.customer',
    defaultMessage: 'Customer',
    description: 'Screen-reader label before a chat message written by the customer (staff view)',
  },
  senderVisitor: {
    id: 'dashboard.chat.sender.visitor',
    defaultMessage: 'Visitor',
    description:
      'Screen-reader label before a chat message written by an anonymous visitor of the chat widget (staff view)',
  },
  senderAssistant: {
    id: 'dashboard.chat.sender.assistant',
    defaultMessage: 'Assistant',
    description: 'Screen-reader label before a chat message written by the AI assistant (staff view)',
  },
  senderTeam: {
    id: 'dashboard.chat.sender.team',
    defaultMessage: 'Team',
    description: 'Screen-reader label before a chat message written by a support agent of the team (staff view)',
  },
});

// Typed, because they take arguments.
export const argMessages: {
  reasonCase: TypedMessageDescriptor<{ reference: string }>;
  conversationWith: TypedMessageDescriptor<{ name: string }>;
  customerLanguage: TypedMessageDescriptor<{ language: string }>;
  page: TypedMessageDescriptor<{ page: PrimitiveType }>;
  contact: TypedMessageDescriptor<{ contact: PrimitiveType }>;
} = {
  reasonCase: defineMessage<{ reference: string }>({
    id: 'dashboard.chat.reason.supportCase',
    defaultMessage: 'Support case {reference}',
    description: 'Badge: the conversation has an open support case; reference is its reference',
  }),
  conversationWith: defineMessage<{ name: string }>({
    id: 'dashboard.chat.conversationWith',
    defaultMessage: 'Conversation with {name}',
    description: 'Accessible name of the message log; name is the customer',
  }),
  customerLanguage: defineMessage<{ language: string }>({
    id: 'dashboard.chat.customerLanguage',
    defaultMessage: 'Writes in {language}',
    description: 'The language the customer writes in',
  }),
  // A PrimitiveType argument also takes an element: the address isolated with <bdi>, or a link.
  page: defineMessage<{ page: PrimitiveType }>({
    id: 'dashboard.chat.page',
    defaultMessage: 'Page: {page}',
    description: "The page of the organization's site a chat widget conversation was opened on; page is its address",
  }),
  contact: defineMessage<{ contact: PrimitiveType }>({
    id: 'dashboard.chat.contact',
    defaultMessage: 'Contact: {contact}',
    description: 'The e-mail address or phone number a chat widget visitor gave in the pre-chat form',
  }),
};
