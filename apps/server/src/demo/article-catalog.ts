// The products the demo installers sell, one entry per article code: category, price excluding
// VAT, VAT rate (6 % for renovations of homes older than ten years, 21 % for charging stations),
// descriptions per language and the spec's details (value with suffix).
import { ProductCategory } from '@portal/domain/product-category';

export interface CatalogArticle {
  category: ProductCategory;
  unitPriceCents: number;
  vatRatePercent: number;
  description: { nl: string; fr: string | null; en: string | null };
  details: Record<string, { value: number | string | boolean; suffix: string }>;
}

const converter = { value: true, suffix: '' };

export const articleCatalog = {
  'JKM440N-54HL4R-V': {
    category: ProductCategory.SolarPanels,
    unitPriceCents: 16_500,
    vatRatePercent: 6,
    description: {
      nl: 'Jinko Tiger Neo 440 Wp zonnepaneel, full black',
      fr: 'Panneau solaire Jinko Tiger Neo 440 Wc, full black',
      en: 'Jinko Tiger Neo 440 Wp solar panel, full black',
    },
    details: { power: { value: 440, suffix: 'Wp' }, efficiency: { value: 22.02, suffix: '%' } },
  },
  'AIKO-A450-MAH54MW': {
    category: ProductCategory.SolarPanels,
    unitPriceCents: 18_900,
    vatRatePercent: 6,
    description: {
      nl: 'AIKO Neostar 2P 450 Wp zonnepaneel (ABC-cellen)',
      fr: 'Panneau solaire AIKO Neostar 2P 450 Wc (cellules ABC)',
      en: 'AIKO Neostar 2P 450 Wp solar panel (ABC cells)',
    },
    details: { power: { value: 450, suffix: 'Wp' }, efficiency: { value: 23.1, suffix: '%' } },
  },
  'SMA-STP8.0-3AV-40': {
    category: ProductCategory.Other,
    unitPriceCents: 169_000,
    vatRatePercent: 6,
    description: {
      nl: 'SMA Sunny Tripower 8.0 driefasige omvormer',
      fr: 'Onduleur triphasé SMA Sunny Tripower 8.0',
      en: 'SMA Sunny Tripower 8.0 three-phase inverter',
    },
    details: { maxPower: { value: 8, suffix: 'kW' }, converter },
  },
  'HUA-SUN2000-5KTL-L1': {
    category: ProductCategory.Other,
    unitPriceCents: 129_000,
    vatRatePercent: 6,
    description: {
      nl: 'Huawei SUN2000-5KTL-L1 hybride omvormer',
      fr: 'Onduleur hybride Huawei SUN2000-5KTL-L1',
      en: 'Huawei SUN2000-5KTL-L1 hybrid inverter',
    },
    details: { maxPower: { value: 5, suffix: 'kW' }, converter },
  },
  'FRO-GEN24-6.0-PLUS': {
    category: ProductCategory.Other,
    unitPriceCents: 215_000,
    vatRatePercent: 6,
    description: {
      nl: 'Fronius Symo GEN24 6.0 Plus hybride omvormer',
      fr: 'Onduleur hybride Fronius Symo GEN24 6.0 Plus',
      en: 'Fronius Symo GEN24 6.0 Plus hybrid inverter',
    },
    details: { maxPower: { value: 6, suffix: 'kW' }, converter },
  },
  'BYD-HVS-BCU': {
    category: ProductCategory.Batteries,
    unitPriceCents: 115_000,
    vatRatePercent: 6,
    description: {
      nl: 'BYD Battery-Box Premium HVS 10.2 — sokkel met batterijbeheer (BCU)',
      fr: 'BYD Battery-Box Premium HVS 10.2 — socle avec gestion (BCU)',
      en: 'BYD Battery-Box Premium HVS 10.2 — base with battery control unit',
    },
    details: {
      batteryModuleBase: { value: true, suffix: '' },
      maxPower: { value: 10.24, suffix: 'kW' },
    },
  },
  'BYD-HVS-2.56': {
    category: ProductCategory.Batteries,
    unitPriceCents: 105_000,
    vatRatePercent: 6,
    description: {
      nl: 'BYD Battery-Box Premium HVS 10.2 — batterijmodule 2,56 kWh',
      fr: 'BYD Battery-Box Premium HVS 10.2 — module de batterie 2,56 kWh',
      en: 'BYD Battery-Box Premium HVS 10.2 — battery module 2.56 kWh',
    },
    details: { storedEnergy: { value: 2.56, suffix: 'kWh' } },
  },
  'HUA-LUNA2000-5-C0': {
    category: ProductCategory.Batteries,
    unitPriceCents: 98_000,
    vatRatePercent: 6,
    description: {
      nl: 'Huawei LUNA2000 vermogensmodule',
      fr: 'Module de puissance Huawei LUNA2000',
      en: 'Huawei LUNA2000 power module',
    },
    details: {
      batteryModuleBase: { value: true, suffix: '' },
      maxPower: { value: 5, suffix: 'kW' },
    },
  },
  'HUA-LUNA2000-5-E0': {
    category: ProductCategory.Batteries,
    unitPriceCents: 245_000,
    vatRatePercent: 6,
    description: {
      nl: 'Huawei LUNA2000 batterijmodule 5 kWh',
      fr: 'Module de batterie Huawei LUNA2000 5 kWh',
      en: 'Huawei LUNA2000 battery module 5 kWh',
    },
    details: { storedEnergy: { value: 5, suffix: 'kWh' } },
  },
  'CAP-BAT-5KW': {
    category: ProductCategory.Batteries,
    unitPriceCents: 0,
    vatRatePercent: 6,
    description: {
      nl: 'Vermogensbegrenzing batterij op 5 kW (aansluiting netbeheerder)',
      fr: 'Limitation de puissance de la batterie à 5 kW (raccordement GRD)',
      en: 'Battery power limited to 5 kW (grid connection)',
    },
    details: { maxPowerCap: { value: 5, suffix: 'kW' } },
  },
  'ALF-EVE-SPL-11': {
    category: ProductCategory.ChargingStations,
    unitPriceCents: 109_500,
    vatRatePercent: 21,
    description: {
      nl: 'Alfen Eve Single Pro-line 11 kW laadpaal',
      fr: 'Borne de recharge Alfen Eve Single Pro-line 11 kW',
      en: 'Alfen Eve Single Pro-line 11 kW charging station',
    },
    details: { maxPower: { value: 11, suffix: 'kW' } },
  },
  'WBX-PULSAR-PLUS-11': {
    category: ProductCategory.ChargingStations,
    unitPriceCents: 79_000,
    vatRatePercent: 21,
    description: {
      nl: 'Wallbox Pulsar Plus 11 kW laadpaal',
      fr: 'Borne de recharge Wallbox Pulsar Plus 11 kW',
      en: 'Wallbox Pulsar Plus 11 kW charging station',
    },
    details: { maxPower: { value: 11, suffix: 'kW' } },
  },
  'DAI-ERGA08EV-EHBH08E6V': {
    category: ProductCategory.HeatPumps,
    unitPriceCents: 785_000,
    vatRatePercent: 6,
    description: {
      nl: 'Daikin Altherma 3 R lucht-waterwarmtepomp 8 kW',
      fr: 'Pompe à chaleur air-eau Daikin Altherma 3 R 8 kW',
      en: 'Daikin Altherma 3 R air-to-water heat pump 8 kW',
    },
    details: { maxPower: { value: 8, suffix: 'kW' }, scop: { value: 4.64, suffix: '' } },
  },
  'ARI-NUOS-PLUS-S2-250': {
    category: ProductCategory.HeatPumpBoiler,
    unitPriceCents: 215_000,
    vatRatePercent: 6,
    description: {
      nl: 'Ariston Nuos Plus S2 warmtepompboiler 250 l',
      fr: 'Chauffe-eau thermodynamique Ariston Nuos Plus S2 250 l',
      en: 'Ariston Nuos Plus S2 heat pump water heater 250 l',
    },
    details: { capacity: { value: 250, suffix: 'l' } },
  },
  'VIE-VITOSOL-200FM-300': {
    category: ProductCategory.SolarBoilers,
    unitPriceCents: 540_000,
    vatRatePercent: 6,
    description: {
      nl: 'Viessmann Vitosol 200-FM zonneboiler 300 l met 2 collectoren',
      fr: 'Chauffe-eau solaire Viessmann Vitosol 200-FM 300 l, 2 capteurs',
      en: 'Viessmann Vitosol 200-FM solar water heater 300 l, 2 collectors',
    },
    details: {
      capacity: { value: 300, suffix: 'l' },
      collectorArea: { value: 4.6, suffix: 'm²' },
    },
  },
  'SMA-HM-2.0': {
    category: ProductCategory.Control,
    unitPriceCents: 39_000,
    vatRatePercent: 6,
    description: {
      nl: 'SMA Sunny Home Manager 2.0',
      fr: 'SMA Sunny Home Manager 2.0',
      en: 'SMA Sunny Home Manager 2.0',
    },
    details: {},
  },
  'FLEXIO-GW-1': {
    category: ProductCategory.Control,
    unitPriceCents: 45_000,
    vatRatePercent: 6,
    description: {
      nl: 'Flexio energiemanager met dynamische sturing',
      fr: 'Gestionnaire d’énergie Flexio avec pilotage dynamique',
      en: 'Flexio energy manager with dynamic control',
    },
    details: {},
  },
  'SMAPPEE-INF-CON': {
    category: ProductCategory.Control,
    unitPriceCents: 64_000,
    vatRatePercent: 6,
    description: {
      nl: 'Smappee Infinity energiebeheersysteem',
      fr: 'Système de gestion d’énergie Smappee Infinity',
      en: 'Smappee Infinity energy management system',
    },
    details: {},
  },
  'MONT-PV-HELLEND': {
    category: ProductCategory.Other,
    unitPriceCents: 9_500,
    vatRatePercent: 6,
    // No French text: French customers see the Dutch one (the fallback of spec §3).
    description: {
      nl: 'Montagesysteem hellend dak en DC-bekabeling (per paneel)',
      fr: null,
      en: 'Pitched-roof mounting and DC cabling (per panel)',
    },
    details: {},
  },
  'PLAATSING-INDIENST': {
    category: ProductCategory.Other,
    unitPriceCents: 85_000,
    vatRatePercent: 6,
    description: {
      nl: 'Plaatsing, indienststelling en AREI-keuring',
      fr: 'Installation, mise en service et contrôle RGIE',
      en: 'Installation, commissioning and electrical inspection',
    },
    details: {},
  },
} as const satisfies Record<string, CatalogArticle>;

export type ArticleCode = keyof typeof articleCatalog;

/** Datasheets published for the main products (spec §3 article documents). */
export const articleDatasheets: readonly { code: ArticleCode; name: string }[] = [
  { code: 'JKM440N-54HL4R-V', name: 'Datasheet Jinko Tiger Neo 440 Wp' },
  { code: 'AIKO-A450-MAH54MW', name: 'Datasheet AIKO Neostar 2P 450 Wp' },
  { code: 'SMA-STP8.0-3AV-40', name: 'Datasheet SMA Sunny Tripower 8.0' },
  { code: 'BYD-HVS-2.56', name: 'Datasheet BYD Battery-Box Premium HVS' },
  { code: 'ALF-EVE-SPL-11', name: 'Handleiding Alfen Eve Single Pro-line' },
  { code: 'DAI-ERGA08EV-EHBH08E6V', name: 'Datasheet Daikin Altherma 3 R' },
];
