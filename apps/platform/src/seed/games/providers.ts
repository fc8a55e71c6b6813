/** Invented studios; no real supplier names or marks. `live` studios run the live tables. */
export interface Provider {
  slug: string;
  name: string;
  live: boolean;
}

export const PROVIDERS: readonly Provider[] = [
  { slug: 'aurora-reels', name: 'Aurora Reels', live: false },
  { slug: 'blue-harbour-gaming', name: 'Blue Harbour Gaming', live: false },
  { slug: 'copperfox-studios', name: 'Copperfox Studios', live: false },
  { slug: 'driftwood-play', name: 'Driftwood Play', live: false },
  { slug: 'emberline', name: 'Emberline', live: false },
  { slug: 'fjord-games', name: 'Fjord Games', live: false },
  { slug: 'golden-lantern', name: 'Golden Lantern Interactive', live: false },
  { slug: 'ironbark-studios', name: 'Ironbark Studios', live: false },
  { slug: 'hexa-live', name: 'Hexa Live', live: true },
  { slug: 'studio-nine-live', name: 'Studio Nine Live', live: true },
];
