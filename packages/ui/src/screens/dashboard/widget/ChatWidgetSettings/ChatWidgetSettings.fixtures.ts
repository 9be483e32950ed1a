import type { WidgetSettings } from '@qafila/contracts';
import type { WidgetBrand } from './types.ts';

/** A widget in use: on, two sites and a wildcard, a secret set, a greeting in both languages, Sunday–Thursday hours. */
export const fixtureWidgetSettings: WidgetSettings = {
  enabled: true,
  websiteToken: 'wt_7Hq2LmP9xRt4Vb8Nc3Kd6Fz1',
  allowedOrigins: ['https://shop.gulfcargo.ae', 'https://*.gulfcargo.ae', 'http://localhost:5175'],
  greeting: {
    en: 'Welcome to Gulf Cargo! Ask about a shipment, customs or delivery times.',
    ar: 'مرحبًا بك في الخليج للشحن! اسأل عن شحنة أو عن الجمارك أو مواعيد التسليم.',
  },
  businessHours: {
    days: [0, 1, 2, 3, 4].map((day) => ({ day, open: '08:00', close: '18:00' })),
  },
  preChatFields: ['name', 'email'],
  preChatRequired: true,
  identitySecretSet: true,
  updatedAt: '2026-11-24T06:30:00.000Z',
};

/** As made on first read: off, no origin, no secret, default greeting, always open, no pre-chat form. */
export const fixtureNewWidgetSettings: WidgetSettings = {
  enabled: false,
  websiteToken: 'wt_Ab12Cd34Ef56Gh78Ij90Kl12',
  allowedOrigins: [],
  greeting: { en: '', ar: '' },
  businessHours: null,
  preChatFields: [],
  preChatRequired: false,
  identitySecretSet: false,
  updatedAt: '2026-11-24T06:30:00.000Z',
};

export const fixtureBrand: WidgetBrand = { name: 'Gulf Cargo', colour: '#0F766E', logoUrl: null };

/** The app's own origin in the stories' snippet. */
export const fixtureApiOrigin = 'https://app.qafila.ae';
