import { describe, expect, it } from 'vitest';
import { licenceExpiryState, placeRegion, requiredDocuments, shipmentKind } from './compliance.ts';

const shipment = (over: Partial<Parameters<typeof requiredDocuments>[0]>) => ({
  service: 'standard',
  origin: 'Dubai, UAE',
  destination: 'Abu Dhabi, UAE',
  description: null,
  ...over,
});
const types = (over: Partial<Parameters<typeof requiredDocuments>[0]>) =>
  requiredDocuments(shipment(over)).map((r) => `${r.documentType}:${r.reason}`);

describe('required documents by shipment kind (issue 18)', () => {
  it('reads the kind from the air waybill, the container or the service words', () => {
    expect(shipmentKind(shipment({ service: 'freight_air' }))).toBe('air');
    expect(shipmentKind(shipment({ service: 'Sea Freight (LCL)' }))).toBe('sea');
    expect(shipmentKind(shipment({ awbNumber: '09845678905' }))).toBe('air');
    expect(shipmentKind(shipment({ containerNumber: 'CSQU3054383' }))).toBe('sea');
    expect(shipmentKind(shipment({ service: 'Road Freight (GCC)', origin: 'Riyadh, Saudi Arabia' }))).toBe('road');
    expect(shipmentKind(shipment({ service: 'Domestic Road' }))).toBe('domestic');
    expect(placeRegion('Jebel Ali Free Zone, Dubai')).toBe('uae');
    expect(placeRegion('Muscat, Oman')).toBe('gcc');
  });

  it('asks an air import of medicines from India for invoice, packing list, AWB, origin, declaration and a MOHAP permit', () => {
    const reqs = requiredDocuments(
      shipment({ service: 'freight_air', origin: 'Mumbai, India', description: 'Pharmaceutical supplies' }),
    );
    expect(reqs.map((r) => r.documentType)).toEqual([
      'commercial_invoice',
      'packing_list',
      'air_waybill',
      'certificate_of_origin',
      'customs_declaration',
      'import_permit',
    ]);
    expect(reqs.at(-1)).toEqual({ documentType: 'import_permit', reason: 'controlled_goods', authority: 'MOHAP' });
    expect(reqs[3]?.reason).toBe('origin_outside_gcc');
  });

  it('asks a GCC road import for the GCC certificate of origin, a sea import for the bill of lading', () => {
    expect(types({ service: 'Road Freight (GCC)', origin: 'Riyadh, Saudi Arabia' })).toEqual([
      'commercial_invoice:always',
      'packing_list:crosses_border',
      'certificate_of_origin:gcc_origin',
      'customs_declaration:crosses_border',
    ]);
    expect(types({ containerNumber: 'HLXU1234561', origin: 'Hamburg, Germany' })).toContain(
      'bill_of_lading:sea_transport',
    );
  });

  it('asks a domestic move for the invoice, and the exit declaration when it leaves a free zone', () => {
    expect(types({})).toEqual(['commercial_invoice:always']);
    expect(types({ origin: 'Jebel Ali Free Zone, Dubai', destination: 'Al Ain, UAE' })).toEqual([
      'commercial_invoice:always',
      'customs_declaration:free_zone_exit',
    ]);
    // No import permit for goods that do not come from abroad.
    expect(types({ description: 'Packaged food products' })).toEqual(['commercial_invoice:always']);
  });

  it('flags a licence 60, 30 and 7 days before its expiry day, and after it', () => {
    expect([61, 60, 31, 30, 8, 7, 0, -1].map(licenceExpiryState)).toEqual([
      'valid',
      'within_60',
      'within_60',
      'within_30',
      'within_30',
      'within_7',
      'within_7',
      'expired',
    ]);
  });
});
