import { Migration20261121052709_initial } from './Migration20261121052709_initial.ts';

export const sqliteMigrations = [{ name: 'Migration20261121052709_initial', class: Migration20261121052709_initial }];
