import type { PropertyRecord, UserAddress, UserRecord } from '@roost/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAuthServer } from './fake-auth-server';
import { fakePropertyServer, testProperty } from './fake-property-server';
import { renderApp, stubServer, type Handler } from './render-app';

/** Opens /pmi-removal/{key} on a cached record and waits for the report. Use with useFakeClock(). */
export async function openPmiReport(
  options: { record?: PropertyRecord; signedIn?: UserRecord; userAddresses?: UserAddress[]; override?: Handler } = {},
) {
  const record = options.record ?? testProperty();
  const property = fakePropertyServer({ cached: record, userAddresses: options.userAddresses });
  const auth = fakeAuthServer({ signedIn: options.signedIn });
  const stub = stubServer(
    async (url, init) => (await options.override?.(url, init)) ?? property.handle(url, init) ?? auth.handle(url, init),
  );
  const app = renderApp(`/pmi-removal/${record.id}`);
  await screen.findByRole('heading', { level: 1, name: record.address });
  return { ...stub, ...app, record, user: userEvent.setup({ delay: null }) };
}

/** The value shown for a label of the summary strip. */
export function figure(label: string): string {
  const term = screen.getAllByRole('term').find((element) => element.textContent === label);
  if (!term) throw new Error(`No figure labelled ${label}`);
  return term.nextElementSibling?.querySelector('span')?.textContent ?? '';
}
