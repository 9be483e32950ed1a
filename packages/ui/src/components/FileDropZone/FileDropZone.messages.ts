import { defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  choose: {
    id: 'ui.fileDropZone.choose',
    defaultMessage: 'Choose file',
    description: 'Button that opens the file picker of a drop zone',
  },
  drag: {
    id: 'ui.fileDropZone.drag',
    defaultMessage: 'or drag it here',
    description: 'Text beside the Choose file button of a drop zone',
  },
});

// Typed, because it takes arguments.
export const valueMessages: { selected: TypedMessageDescriptor<{ name: string; size: string }> } = defineMessages<{
  selected: { name: string; size: string };
}>(
  {
    selected: {
      id: 'ui.fileDropZone.selected',
      defaultMessage: 'Selected: {name} ({size})',
      description: 'Announces the chosen file; size is formatted, e.g. 1.2 MB',
    },
  },
  { typed: true },
);
