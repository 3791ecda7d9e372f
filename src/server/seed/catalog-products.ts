import type { CategorySlug } from '#shared/catalog';

export interface SeedProduct {
  /** Image file under public/images/products/, served by the app itself. */
  image: string;
  name: string;
  description: string;
  /** Whole rupees, exactly as the specification's section 3 lists them. */
  priceRupees: number;
  category: CategorySlug;
  /** Its HSN code in the tax table (docs/decisions/0012): seeds for sowing nil, machinery 5%, the kit and pump 18%. */
  hsnCode: string;
  /** Its class within that code when the law gives the class its own rate (gst_classes.id; docs/decisions/0035-uqc-and-gst-classes). */
  gstClassId?: string;
  features: string[];
  stock: number;
}

/**
 * The 15 products of the specification, in catalogue order (the home page features the first 6),
 * then a fertiliser and a bio-pesticide, so that the Fertilizers and Pesticides categories the
 * admin lists have something in the shop (docs/product-rules.md 10). Harvester stock is 0 so the shop shows an
 * out-of-stock product from the first start.
 */
export const CATALOG_PRODUCTS: SeedProduct[] = [
  {
    image: 'wheat-seeds.svg',
    name: 'Premium Wheat Seeds',
    hsnCode: '1001',
    description:
      'High-yielding, rust-resistant wheat seeds for the rabi season, suited to the irrigated plains of Punjab, Haryana, Uttar Pradesh and Madhya Pradesh.',
    priceRupees: 1200,
    category: 'seeds',
    features: ['Germination 88% (as on the seed label)', 'Resistant to yellow and brown rust', 'Matures in 120-130 days', 'Certified and treated seed, 40 kg bag'],
    stock: 150,
  },
  {
    image: 'tractor.svg',
    name: 'Modern Tractor',
    hsnCode: '8701',
    description:
      'A 45 HP tractor with power steering and a fuel-efficient diesel engine, strong enough for ploughing, puddling and haulage on small and medium farms.',
    priceRupees: 850000,
    category: 'equipment',
    features: ['45 HP fuel-efficient diesel engine', 'Power steering and oil-immersed brakes', '1,800 kg lifting capacity', '2 years manufacturer warranty'],
    stock: 5,
  },
  {
    image: 'corn-seeds.svg',
    name: 'Hybrid Corn Seeds',
    hsnCode: '1005',
    description:
      'Single-cross hybrid maize seeds with bold, uniform cobs for both kharif and rabi sowing, giving strong stalks that stand up to wind.',
    priceRupees: 800,
    category: 'seeds',
    features: ['Yield potential up to 35 quintals per acre', 'Tolerant to stalk rot and lodging', 'Matures in 100-110 days', '4 kg pack, sows one acre'],
    stock: 200,
  },
  {
    image: 'water-pump.svg',
    name: 'Water Pump',
    hsnCode: '8413',
    description:
      'A 5 HP submersible water pump for borewells and open wells, built to run on low and fluctuating rural voltage.',
    priceRupees: 25000,
    category: 'equipment',
    features: ['5 HP motor, works from 180 V', 'Stainless steel body, rust-free', 'Up to 120 metres head', 'Thermal overload protection'],
    stock: 25,
  },
  {
    image: 'rice-seeds.svg',
    name: 'Organic Rice Seeds',
    hsnCode: '1006',
    description:
      'Certified organic paddy seeds of an aromatic, long-grain variety, grown without chemical inputs and suited to transplanted and direct-seeded rice.',
    priceRupees: 1500,
    category: 'seeds',
    features: ['Certified organic', 'Long, aromatic grains', 'Matures in 125-135 days', '10 kg bag'],
    stock: 120,
  },
  {
    image: 'seed-drill.svg',
    name: 'Seed Drill',
    hsnCode: '8432',
    description:
      'A tractor-mounted 9-row seed-cum-fertilizer drill that places seed and fertilizer at an even depth and spacing, saving seed and labour.',
    priceRupees: 45000,
    category: 'equipment',
    features: ['9 rows with adjustable spacing', 'Sows seed and fertilizer together', 'Fits tractors from 35 HP', 'Saves up to 20% seed'],
    stock: 12,
  },
  {
    image: 'sunflower-seeds.svg',
    name: 'Sunflower Seeds',
    hsnCode: '1206',
    description:
      'Hybrid sunflower seeds with a high oil content, for kharif and rabi sowing in black and red soils.',
    priceRupees: 600,
    category: 'seeds',
    features: ['Oil content of 38-42%', 'Large, well-filled heads', 'Matures in 90-95 days', '2 kg pack'],
    stock: 80,
  },
  {
    image: 'harvester.svg',
    name: 'Combine Harvester',
    hsnCode: '8433',
    description:
      'A self-propelled combine harvester that reaps, threshes and cleans wheat, paddy and soybean in a single pass.',
    priceRupees: 320000,
    category: 'equipment',
    features: ['Harvests up to 2 acres per hour', 'Works in wheat, paddy and soybean', 'Grain tank of 1,500 kg', 'Low grain loss'],
    stock: 0,
  },
  {
    image: 'soybean-seeds.svg',
    name: 'Soybean Seeds',
    hsnCode: '1201',
    description:
      'High-protein soybean seeds for the kharif season, tolerant to yellow mosaic virus and suited to central Indian soils.',
    priceRupees: 900,
    category: 'seeds',
    features: ['Protein content around 40%', 'Tolerant to yellow mosaic virus', 'Matures in 95-100 days', '30 kg bag'],
    stock: 100,
  },
  {
    image: 'fertilizer-spreader.svg',
    name: 'Fertilizer Spreader',
    hsnCode: '8432',
    description:
      'A tractor-mounted broadcast spreader that spreads granular fertilizer and seed evenly over a wide strip.',
    priceRupees: 15000,
    category: 'equipment',
    features: ['400 litre hopper', 'Spreads 6 to 12 metres wide', 'Adjustable flow rate', 'Rust-proof coated hopper'],
    stock: 18,
  },
  {
    image: 'cotton-seeds.svg',
    name: 'Cotton Seeds',
    hsnCode: '1207',
    description:
      'Bt cotton hybrid seeds with long staple fibre and good boll retention, for rain-fed and irrigated farms.',
    // Within the maximum sale price the Government fixes for a Bt cotton packet (seed-product-labels.ts).
    priceRupees: 880,
    category: 'seeds',
    features: ['Long staple fibre', 'Good boll weight and retention', 'Matures in 150-160 days', '475 g packet with its refuge seed'],
    stock: 90,
  },
  {
    image: 'plough.svg',
    name: 'Plowing Equipment',
    hsnCode: '8432',
    description:
      'A heavy-duty reversible mould board plough that turns the soil deeply to bury weeds and crop residue before sowing.',
    priceRupees: 35000,
    category: 'equipment',
    features: ['2 reversible mould boards', 'Ploughs up to 12 inches deep', 'Hardened boron steel blades', 'Fits tractors from 40 HP'],
    stock: 10,
  },
  {
    image: 'vegetable-seeds.svg',
    name: 'Vegetable Seeds Mix',
    hsnCode: '1209',
    description:
      'A kitchen-garden mix of tomato, brinjal, chilli, okra and spinach seeds, enough for a family vegetable plot all season.',
    priceRupees: 450,
    category: 'seeds',
    features: ['5 popular vegetables in one pack', 'Suited to home and terrace gardens', 'Sowing guide included', 'Untreated, open-pollinated seed'],
    stock: 300,
  },
  {
    image: 'sprinkler.svg',
    name: 'Irrigation Sprinkler',
    hsnCode: '8424',
    description:
      'A portable sprinkler irrigation set with aluminium pipes and rotating nozzles that saves water on uneven land.',
    priceRupees: 8000,
    category: 'equipment',
    features: ['Covers up to 1 acre per setting', 'Saves up to 40% water', 'Lightweight aluminium pipes', 'Easy to move and assemble'],
    stock: 40,
  },
  {
    image: 'soil-testing-kit.svg',
    name: 'Soil Testing Kit',
    hsnCode: '9027',
    description:
      'A portable kit that measures soil pH, nitrogen, phosphorus and potassium in the field, so fertilizer goes where the crop needs it.',
    priceRupees: 2500,
    category: 'equipment',
    features: ['Tests pH, N, P and K', 'About 50 tests per kit', 'Results in 15 minutes', 'Instructions in Hindi and English'],
    stock: 60,
  },
  {
    image: 'npk-fertilizer.svg',
    name: 'NPK 19:19:19 Water Soluble Fertilizer',
    hsnCode: '3105',
    description:
      'A fully water-soluble fertilizer with equal nitrogen, phosphorus and potash, for drip irrigation and foliar spray in the early growth of vegetables, cotton and fruit crops.',
    priceRupees: 180,
    category: 'fertilizers',
    features: ['N 19%, P 19%, K 19%', 'Dissolves fully for drip and spray', '5-10 g per litre of water as a spray', '1 kg pack'],
    stock: 120,
  },
  {
    image: 'neem-oil.svg',
    name: 'Neem Oil Bio-Pesticide',
    hsnCode: '3808',
    // Neem-based pesticides are bio-pesticides taxed 5% from 22 September 2025: Notification
    // No. 9/2025-Central Tax (Rate) of 17 September 2025, Schedule I (2.5% CGST, with 2.5% SGST
    // or 5% IGST), on the 56th GST Council's recommendation of 3 September 2025. The class and its
    // rate are seeded by migration 2026_11_28_090000_tax_uqc_and_classes; 3808's own rate, 18%,
    // stays for chemical pesticides.
    gstClassId: 'seed-3808-neem',
    description:
      'Azadirachtin 1500 ppm from neem seed kernels, a botanical pesticide that keeps sucking pests such as aphids, jassids and whiteflies off cotton, chilli and vegetables.',
    priceRupees: 450,
    category: 'pesticides',
    features: ['Azadirachtin 1500 ppm', 'Botanical, safe for pollinators when sprayed in the evening', '3-5 ml per litre of water', '1 litre bottle'],
    stock: 80,
  },
];
