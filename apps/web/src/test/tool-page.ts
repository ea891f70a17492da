import type { PropertyRecord, UserAddress, UserRecord } from '@roost/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi } from './api/auth';
import { mortgagesApi } from './api/mortgages';
import { propertyApi, testProperty } from './api/property';
import { renderApp, stubServer, type ApiArea, type Handler } from './render-app';

/**
 * Opens a tool page (`path`, e.g. '/dream-rate' or '/payment-design-center/{key}') on a cached
 * record, with the rates, leads and user settings in memory. Use with useFakeClock().
 */
export function openToolPage(
  path: string,
  options: {
    record?: PropertyRecord | null;
    signedIn?: UserRecord;
    /** Answers ahead of the property and auth areas: a test's own answers, or another area. */
    override?: Handler | ApiArea;
    /** Areas answering ahead of the standing ones (property, none of the person's mortgages, auth). */
    areas?: ApiArea[];
    userAddresses?: UserAddress[];
    userSetting?: { rate: number; rateNotificationActive: boolean };
  } = {},
) {
  const record = options.record === undefined ? testProperty() : options.record;
  const { userAddresses, userSetting } = options;
  const property = propertyApi({ cached: record, computed: null, userAddresses, userSetting });
  const auth = authApi({ signedIn: options.signedIn });
  const stub = stubServer(options.override, ...(options.areas ?? []), property, mortgagesApi(), auth);
  const app = renderApp(path);
  return { ...stub, ...app, property, user: userEvent.setup({ delay: null }) };
}

/** Opens /{toolPath}/{key} and waits for the address bar of the loaded record. */
export async function openToolReport(
  toolPath: string,
  options: Parameters<typeof openToolPage>[1] & { record?: PropertyRecord } = {},
) {
  const record = options.record ?? testProperty();
  const page = openToolPage(`${toolPath}/${record.id}`, options);
  await screen.findByRole('heading', { level: 1, name: record.address });
  return { ...page, record };
}

/** Fails when an element is laid out wider than a phone (jsdom cascades the emotion styles it was given). */
export function expectNoFixedWidthOver(maxPx: number) {
  for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
    const style = getComputedStyle(element);
    for (const value of [style.width, style.minWidth]) {
      const px = /^(\d+(?:\.\d+)?)px$/.exec(value);
      if (px && Number(px[1]) > maxPx) {
        throw new Error(`${element.tagName}.${element.className} is ${value} wide`);
      }
    }
  }
}

/** Renders as on a 360px-wide phone (MUI's breakpoints read matchMedia). */
export function useNarrowScreen(widthPx = 360) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: widthPx });
}
