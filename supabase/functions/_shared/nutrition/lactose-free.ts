/**
 * The numbers of the lactose-free products (catalogue/food-meta.ts): Livsmedelsdatabasen lists none, so each
 * has a number of its own, this offset plus its ordinary product's Livsmedelsnummer, and carries
 * that product's values. Its own module so a screen can tell them apart without the catalogue.
 */
export const LACTOSE_FREE_OFFSET = 900_000;

/** True for a lactose-free product's number (a food with its ordinary product's values). */
export function isLactoseFreeProduct(food: number): boolean {
  return food > LACTOSE_FREE_OFFSET && food < 2 * LACTOSE_FREE_OFFSET;
}
