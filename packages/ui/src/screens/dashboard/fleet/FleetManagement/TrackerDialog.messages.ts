import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const trackerMessages = defineMessages({
  action: {
    id: 'dashboard.fleet.tracker.action',
    defaultMessage: 'Tracker',
    description: "Button on a vehicle's card that opens the dialog to connect a GPS tracker or phone app",
  },
  description: {
    id: 'dashboard.fleet.tracker.description',
    defaultMessage:
      "Traccar Client, OsmAnd or a GPS tracker sends this vehicle's positions to Qafila. Set the device up with the server address and the device identifier below.",
    description: 'Description of the tracker dialog',
  },
  serverUrl: {
    id: 'dashboard.fleet.tracker.serverUrl',
    defaultMessage: 'Server address',
    description: 'Label of the URL the device posts its positions to',
  },
  deviceId: {
    id: 'dashboard.fleet.tracker.deviceId',
    defaultMessage: 'Device identifier (token)',
    description: 'Label of the device token the tracker app sends as its identifier',
  },
  noToken: {
    id: 'dashboard.fleet.tracker.noToken',
    defaultMessage:
      'Create a token to connect a device. If this vehicle already has one, the new token replaces it and the old device stops reporting.',
    description: 'Tracker dialog text before a token is created',
  },
  shownOnce: {
    id: 'dashboard.fleet.tracker.shownOnce',
    defaultMessage: 'Copy it now: it is shown only this once',
    description: 'Warning title under a newly created device token',
  },
  shownOnceDescription: {
    id: 'dashboard.fleet.tracker.shownOnceDescription',
    defaultMessage: 'Qafila keeps only a fingerprint of it. If it is lost, create a new one.',
    description: 'Warning text under a newly created device token',
  },
  create: {
    id: 'dashboard.fleet.tracker.create',
    defaultMessage: 'Create token',
    description: 'Button that creates (or replaces) the device token',
  },
  creating: {
    id: 'dashboard.fleet.tracker.creating',
    defaultMessage: 'Creating token…',
    description: 'Accessible name of the create button while it works',
  },
  revoke: {
    id: 'dashboard.fleet.tracker.revoke',
    defaultMessage: 'Revoke token',
    description: "Button that revokes the vehicle's device token",
  },
  revoked: {
    id: 'dashboard.fleet.tracker.revoked',
    defaultMessage: 'Token revoked: the device can no longer send positions',
    description: 'Toast after revoking a device token',
  },
  nothingToRevoke: {
    id: 'dashboard.fleet.tracker.nothingToRevoke',
    defaultMessage: 'This vehicle had no device token',
    description: 'Toast after revoking when there was no token',
  },
  copy: { id: 'dashboard.fleet.tracker.copy', defaultMessage: 'Copy', description: 'Button that copies the token' },
  copied: {
    id: 'dashboard.fleet.tracker.copied',
    defaultMessage: 'Token copied',
    description: 'Toast after copying the token',
  },
  copyFailed: {
    id: 'dashboard.fleet.tracker.copyFailed',
    defaultMessage: 'The token could not be copied: select it and copy it by hand.',
    description: 'Toast when the clipboard refused',
  },
  failed: {
    id: 'dashboard.fleet.tracker.failed',
    defaultMessage: 'That did not work',
    description: 'Title of the error shown when creating or revoking a token failed',
  },
  failedDescription: {
    id: 'dashboard.fleet.tracker.failedDescription',
    defaultMessage: 'Check your connection and try again.',
    description: 'Text of the error when the server gave no reason',
  },
  close: { id: 'dashboard.fleet.tracker.close', defaultMessage: 'Close', description: 'Closes the tracker dialog' },
});

/** The dialog's title, with the vehicle's make, model and plate. */
export const trackerTitle: TypedMessageDescriptor<{ vehicle: string }> = defineMessage<{ vehicle: string }>({
  id: 'dashboard.fleet.tracker.title',
  defaultMessage: 'Connect a tracker: {vehicle}',
  description: 'Title of the tracker dialog; vehicle is make, model and plate',
});
