import { Migration20261121052719_initial } from './Migration20261121052719_initial.ts';

export const postgresqlMigrations = [
  { name: 'Migration20261121052719_initial', class: Migration20261121052719_initial },
];
