// Search by Payment under load: the options endpoint cold (a payment not asked today, so computed and
// stored) and cached (the same payment again), and the homes query behind the results page.
import { getJson } from './addresses';

export const OPTIONS_PATH = '/api/home/homes/options';
export const HOMES_PATH = '/api/home/homes';
/** The cached scenario's payment, and the payment whose options the homes scenario pages through. */
export const CACHED_PAYMENT = 3500;

/** Every whole-dollar payment from $600 up: far more than a run requests, so every request is a miss. */
export function coldOptionsPaths(): string[] {
  return Array.from({ length: 60_000 }, (_, index) => `${OPTIONS_PATH}?payment=${600 + index}`);
}

/** Each option of the cached payment, pages 1 to 3, each sort order: what people page through. */
export function homesPaths(optionCount: number): string[] {
  const sorts = ['price-desc', 'price-asc', 'newest', 'sqft-desc'];
  return Array.from({ length: optionCount }, (_, option) =>
    [1, 2, 3].flatMap((page) =>
      sorts.map(
        (sort) =>
          `${HOMES_PATH}?payment=${CACHED_PAYMENT}&option=${option + 1}&county=Placer&sort=${sort}&page=${page}`,
      ),
    ),
  ).flat();
}

/** Asks for the cached payment's options once (storing them) and returns how many there are. */
export async function warmOptions(baseUrl: string): Promise<number> {
  const { status, body } = await getJson(`${baseUrl}${OPTIONS_PATH}?payment=${CACHED_PAYMENT}`);
  const options = (body as { options?: unknown[] } | undefined)?.options ?? [];
  if (status !== 200 || options.length === 0) throw new Error(`options for $${CACHED_PAYMENT} answered ${status}`);
  return options.length;
}

/** The first option's first page must answer 200 with homes. */
export async function checkHomes(baseUrl: string): Promise<void> {
  const { status, body } = await getJson(`${baseUrl}${homesPaths(1)[0]}`);
  const homes = (body as { homes?: unknown[] } | undefined)?.homes ?? [];
  if (status !== 200 || homes.length === 0)
    throw new Error(`homes for option 1 answered ${status} with ${homes.length} homes`);
}
