import { Migration20261121052709_initial } from './Migration20261121052709_initial.ts';
import { Migration20261121053929_sessions_chat_cases } from './Migration20261121053929_sessions_chat_cases.ts';
import { Migration20261121054837_leads_analytics } from './Migration20261121054837_leads_analytics.ts';

export const sqliteMigrations = [
  { name: 'Migration20261121052709_initial', class: Migration20261121052709_initial },
  { name: 'Migration20261121053929_sessions_chat_cases', class: Migration20261121053929_sessions_chat_cases },
  { name: 'Migration20261121054837_leads_analytics', class: Migration20261121054837_leads_analytics },
];
