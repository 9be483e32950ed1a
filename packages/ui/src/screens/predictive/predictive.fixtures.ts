import type { CorridorTraffic, PredictiveOverview, ShipmentRisk, TrafficOverview } from '@qafila/contracts';

/** Story data of the predictive screens: a trained model with skill, its at-risk shipments and a forecast. */

const weeks = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.parse(from) + i * 7 * 86_400_000).toISOString().slice(0, 10));

const HISTORY = [
  14, 17, 15, 19, 22, 18, 16, 21, 24, 20, 19, 23, 26, 22, 25, 28, 24, 21, 27, 30, 26, 24, 29, 31, 27, 30,
];

const risk = (
  shipmentId: number,
  trackingNumber: string,
  origin: string,
  destination: string,
  service: string,
  probability: number,
  factors: ShipmentRisk['factors'],
): ShipmentRisk => ({
  shipmentId,
  trackingNumber,
  status: 'in_transit',
  origin,
  destination,
  service,
  estimatedDelivery: '2026-11-30T12:00:00.000Z',
  probability,
  factors,
});

export const trainedOverview: PredictiveOverview = {
  model: {
    id: 12,
    status: 'trained',
    trigger: 'schedule',
    trainedAt: '2026-11-24T05:00:00.000Z',
    sample: {
      examples: 412,
      late: 96,
      onTime: 316,
      withoutEstimate: 3,
      train: 309,
      test: 103,
      testLate: 25,
      baseRate: 0.2298,
    },
    metrics: {
      auc: 0.812,
      aucLow: 0.716,
      aucHigh: 0.908,
      accuracy: 0.835,
      precision: 0.7,
      recall: 0.56,
      brier: 0.121,
      brierBaseline: 0.184,
      calibration: [
        { from: 0, to: 0.2, count: 58, meanPredicted: 0.09, observedLate: 0.07 },
        { from: 0.2, to: 0.4, count: 21, meanPredicted: 0.28, observedLate: 0.24 },
        { from: 0.4, to: 0.6, count: 12, meanPredicted: 0.49, observedLate: 0.5 },
        { from: 0.6, to: 0.8, count: 8, meanPredicted: 0.69, observedLate: 0.75 },
        { from: 0.8, to: 1, count: 4, meanPredicted: 0.86, observedLate: 0.75 },
      ],
      skill: true,
    },
    required: { examples: 100, late: 10, onTime: 10 },
  },
  activeShipments: 9,
  atRisk: [
    risk(31, 'QAF-240031', 'Shanghai, China', 'Jebel Ali, Dubai', 'Sea Freight (FCL)', 0.72, [
      { feature: 'customsInspection', level: null, logOdds: 1.9 },
      { feature: 'lane', level: 'Shanghai, China → Jebel Ali, Dubai', logOdds: 0.6 },
      { feature: 'month', level: '11', logOdds: 0.3 },
    ]),
    risk(28, 'QAF-240028', 'Mumbai, India', 'Abu Dhabi, UAE', 'Air Freight (Express)', 0.34, [
      { feature: 'declaredValue', level: null, logOdds: 0.5 },
      { feature: 'weekday', level: '4', logOdds: 0.2 },
      { feature: 'service', level: 'Air Freight (Express)', logOdds: -0.3 },
    ]),
    risk(35, 'QAF-240035', 'Dubai, UAE', 'Fujairah, UAE', 'Same-day Courier', 0.08, [
      { feature: 'service', level: 'Same-day Courier', logOdds: -0.9 },
      { feature: 'weight', level: null, logOdds: -0.4 },
    ]),
  ],
  forecast: {
    method: 'holt',
    history: weeks('2026-05-25', 26).map((weekStart, i) => ({ weekStart, count: HISTORY[i] ?? 0 })),
    forecast: weeks('2026-11-23', 4).map((weekStart, i) => ({
      weekStart,
      value: 29.4 + i * 0.6,
      lower: 22.1 - i * 1.2,
      upper: 36.7 + i * 2.4,
    })),
    backtest: { origins: 12, errors: 42, mae: 3.2, mape: 0.128 },
  },
};

/** The model trained but ranks no better than chance: no per-shipment risk. */
export const noSkillOverview: PredictiveOverview = {
  ...trainedOverview,
  model: {
    ...trainedOverview.model!,
    metrics: {
      ...trainedOverview.model!.metrics!,
      auc: 0.53,
      aucLow: 0.41,
      aucHigh: 0.65,
      precision: null,
      recall: 0,
      skill: false,
    },
  },
  atRisk: [],
};

/** Too little history to train. */
export const notEnoughOverview: PredictiveOverview = {
  model: {
    id: 1,
    status: 'insufficient_history',
    trigger: 'first_visit',
    trainedAt: '2026-11-24T05:00:00.000Z',
    sample: { examples: 37, late: 6, onTime: 31, withoutEstimate: 2, train: 27, test: 10, testLate: 1, baseRate: 0.19 },
    metrics: null,
    required: { examples: 100, late: 10, onTime: 10 },
  },
  activeShipments: 4,
  atRisk: [],
  forecast: {
    method: 'naive',
    history: weeks('2026-10-12', 6).map((weekStart, i) => ({ weekStart, count: [3, 5, 4, 6, 5, 7][i] ?? 0 })),
    forecast: weeks('2026-11-23', 4).map((weekStart) => ({ weekStart, value: 5, lower: 5, upper: 5 })),
    backtest: null,
  },
};

// Tuesday 24 Nov 2026 in Dubai: the workday profile and the RTA/ITC bans.
const dubaiDay = (): CorridorTraffic['day'] =>
  Array.from({ length: 48 }, (_, i) => {
    const hour = i / 2;
    const index =
      hour < 6 ? 1 : hour < 7 ? 1.25 : hour < 9.5 ? 1.6 : hour < 16.5 ? 1.25 : hour < 20 ? 1.6 : hour < 23 ? 1.25 : 1;
    const restricted = (hour >= 6.5 && hour < 8.5) || (hour >= 13 && hour < 15);
    return {
      level: index >= 1.425 ? 'heavy' : index >= 1.125 ? 'moderate' : 'light',
      travelTimeIndex: index,
      restricted,
    };
  });
const dubaiBan = {
  authority: 'Dubai RTA',
  windows: [
    ['06:30', '08:30'],
    ['13:00', '15:00'],
  ] as [string, string][],
  weekdays: [1, 2, 3, 4, 5],
  vehicleTypes: ['heavy_truck', 'reefer'] as CorridorTraffic['restrictions'][number]['vehicleTypes'],
};
const corridor = (
  id: CorridorTraffic['id'],
  roads: string[],
  level: 'light' | 'moderate' | 'heavy',
  index: number,
  bans: boolean,
): CorridorTraffic => ({
  id,
  roads,
  now: { level, travelTimeIndex: index },
  restrictedNow: bans,
  day: bans ? dubaiDay() : dubaiDay().map((s) => ({ ...s, restricted: false })),
  restrictions: bans ? [dubaiBan] : [],
});

export const trafficOverview: TrafficOverview = {
  at: '2026-11-24T04:00:00.000Z',
  date: '2026-11-24',
  provider: 'model',
  estimate: true,
  method: 'time-of-day and weekday profiles (v1)',
  corridors: [
    corridor('sheikh_zayed_road', ['E11'], 'heavy', 1.6, true),
    corridor('al_ittihad_road', ['E11'], 'heavy', 1.6, true),
    corridor('al_khail_road', ['E44'], 'heavy', 1.6, true),
    corridor('mohammed_bin_zayed_road', ['E311'], 'heavy', 1.6, true),
    corridor('emirates_road', ['E611'], 'heavy', 1.6, false),
    corridor('dubai_abu_dhabi', ['E11'], 'heavy', 1.43, true),
    corridor('abu_dhabi_al_ain', ['E22'], 'moderate', 1.25, false),
  ],
};
