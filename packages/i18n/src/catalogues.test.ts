import { describe, expect, it } from 'vitest';
import { importMessages } from './catalogues.ts';
import { messages } from './messages.ts';

describe('importMessages', () => {
  it('loads the catalogue of one locale, English for unknown ones', async () => {
    expect(await importMessages('ar')).toEqual(messages.ar);
    expect(await importMessages('en')).toEqual(messages.en);
    expect(await importMessages('fr')).toEqual(messages.en);
  });
});
