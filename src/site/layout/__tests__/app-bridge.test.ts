import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { switchCountry } from '../app-bridge';

describe("the mobile app's country switch", () => {
  afterEach(() => {
    delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  });

  it("asks the app's bridge to switch country and leaves the page where it is", () => {
    const navigation = { assign: jest.fn() };
    const postMessage = jest.fn();
    Object.assign(window, { ReactNativeWebView: { postMessage } });
    switchCountry('fr-BE', '/fr-BE', navigation.assign);
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'escapade:switch-country', locale: 'fr-BE', url: 'http://localhost/fr-BE' }));
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('loads the site in that locale without a bridge, or with one that fails', () => {
    const navigation = { assign: jest.fn() };
    switchCountry('es-ES', '/es-ES', navigation.assign);
    expect(navigation.assign).toHaveBeenLastCalledWith('/es-ES');
    Object.assign(window, {
      ReactNativeWebView: {
        postMessage: () => {
          throw new Error('bridge gone');
        },
      },
    });
    switchCountry('nl-NL', '/nl-NL', navigation.assign);
    expect(navigation.assign).toHaveBeenLastCalledWith('/nl-NL');
    Object.assign(window, { ReactNativeWebView: { postMessage: 'not a function' } });
    switchCountry('it-IT', '/', navigation.assign);
    expect(navigation.assign).toHaveBeenCalledTimes(3);
  });
});
