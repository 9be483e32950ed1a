import { createContext, useContext } from 'react';
import type { SupportDashboardPart, SupportDashboardProps } from '../types.ts';

export interface SupportDashboardContextValue {
  props: SupportDashboardProps;
  /** The phone tab shown; ignored in the column layout. */
  part: SupportDashboardPart;
  setPart(part: SupportDashboardPart): void;
  /** Whether the parts are shown as phone tabs. */
  tabs: boolean;
  /** The chat draft lives here so that it survives switching tabs (which unmounts the chat). */
  draft: string;
  setDraft(draft: string): void;
  /** Selects a shipment and, on phones, shows its details. */
  selectShipment(trackingNumber: string): void;
}

export const SupportDashboardContext = createContext<SupportDashboardContextValue | null>(null);

export function useSupportDashboard(): SupportDashboardContextValue {
  const value = useContext(SupportDashboardContext);
  if (!value) throw new Error('SupportDashboard parts need a <SupportDashboard.Root> above them.');
  return value;
}
