import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const chatSectionMessages = defineMessages({
  showAll: {
    id: 'app.chat.customerFilter.showAll',
    defaultMessage: 'Show all conversations',
    description: "Button that removes the one-customer filter of the staff's conversations",
  },
  oneCustomer: {
    id: 'app.chat.customerFilter.unnamed',
    defaultMessage:
      'Showing the conversations of one customer with the team. Their chats with the assistant alone stay private.',
    description: "Note above the staff's conversations filtered to a customer who has none with the team yet",
  },
});

export const chatSectionArgMessages: { named: TypedMessageDescriptor<{ name: string }> } = {
  named: defineMessage<{ name: string }>({
    id: 'app.chat.customerFilter.named',
    defaultMessage:
      'Showing the conversations of {name} with the team. Their chats with the assistant alone stay private.',
    description: "Note above the staff's conversations filtered to one customer; {name} is the customer's name",
  }),
};
